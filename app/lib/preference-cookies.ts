import { serialize } from 'cookie';

/** Presentation cookies (spec §3) live a year; the server reads them to render the first paint. */
const ONE_YEAR_S = 60 * 60 * 24 * 365;

export type PreferenceCookie = 'theme' | 'locale' | 'dir' | 'currency_id';

export function preferenceCookie(name: PreferenceCookie, value: string, secure: boolean): string {
  return serialize(name, value, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', secure });
}

/** Only same-site paths: `/x` yes, `//evil.example` and absolute URLs no. */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/';
}

/** Cookies get `Secure` when the page was asked for over HTTPS (plain HTTP on localhost works too). */
export const isHttpsRequest = (request: Request) => new URL(request.url).protocol === 'https:';
