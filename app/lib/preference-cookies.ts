import { serialize } from 'cookie';

/** Presentation cookies (spec §3) live a year; the server reads them to render the first paint. */
const ONE_YEAR_S = 60 * 60 * 24 * 365;

export type PreferenceCookie = 'theme' | 'locale' | 'dir' | 'currency_id';

export function preferenceCookie(name: PreferenceCookie, value: string, secure: boolean): string {
  return serialize(name, value, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', secure });
}

const SAFE_BASE = 'http://same-origin.invalid';
/**
 * Characters a browser drops or rewrites inside a URL (tab, CR, LF and other controls; every
 * Unicode space such as U+3000; zero-width and direction marks; U+FEFF) and the backslash, which
 * browsers read as `/`: with any of them, `/\t/evil.example` becomes `//evil.example`.
 */
const UNSAFE_IN_PATH = /[\u0000-\u001F\u007F-\u009F\s\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\\]/u;

function looksSafe(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_IN_PATH.test(value);
}

/** A decoded form only has to keep the start safe (`/a%20b` decodes to a space, harmlessly). */
const startsSafe = (value: string) => value.startsWith('/') && !UNSAFE_IN_PATH.test(value.charAt(1)) && value.charAt(1) !== '/';

/**
 * The one check for every redirect target read from a request (`redirectTo` of the sign-in
 * pages, address and preference forms, the social sign-in flow): a path on this site, or `/`.
 * Refused: absolute and protocol-relative URLs (`//host`, `/\host`), anything with controls,
 * spaces or invisible characters (`/%09/host`, CR/LF, U+3000), the same once or twice
 * percent-decoded (`/%2F%2Fhost`, `%252F…`), and paths that resolve to another origin or to
 * `//…`. Non-ASCII letters come back percent-encoded, so the value is always a valid Location.
 */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || value.length > 2048 || !looksSafe(value)) return '/';
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return '/';
    }
    if (next === decoded) break;
    if (!startsSafe(next)) return '/';
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(value, SAFE_BASE);
  } catch {
    return '/';
  }
  if (url.origin !== SAFE_BASE || url.pathname.startsWith('//')) return '/';
  return url.pathname + url.search + url.hash;
}

/** Cookies get `Secure` when the page was asked for over HTTPS (plain HTTP on localhost works too). */
export const isHttpsRequest = (request: Request) => new URL(request.url).protocol === 'https:';
