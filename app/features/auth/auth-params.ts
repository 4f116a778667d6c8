import { safeRedirectPath } from '../../lib/preference-cookies';

/**
 * State the sign-in pages carry from step to step in the address (and in hidden fields of their
 * forms): never a code or a password, only where to land afterwards (`redirectTo`), the referral
 * code of `/register?referral_code=`, and the non-secret handles of a flow (e-mail, phone,
 * `verifyId`).
 */
export type Carry = { redirectTo: string; referral: string };

/**
 * Pages for signed-out visitors (and logout): never where a sign-in lands, it would start over.
 * The sign-in-only steps (/update-password, /update-details, /welcome) may be: they need a session.
 */
const NOT_AFTER_SIGN_IN = ['login', 'register', 'verify-phone', 'reset-password', 'logout', 'auth'];

/**
 * Where a sign-in comes back to: the page it started from, a same-site path only
 * (safeRedirectPath), '/' when none or when that would be a sign-in page again.
 */
export function returnPath(value: FormDataEntryValue | null): string {
  const path = safeRedirectPath(value);
  const first = path.split(/[/?#]/)[1] ?? '';
  return NOT_AFTER_SIGN_IN.includes(first) ? '/' : path;
}

/**
 * The way back for a plain `/login` (the header's and the menu's link, which carry none so the
 * shell needs no code for it): the page it was followed from, from the `Referer` of this site
 * (Referrer-Policy strict-origin-when-cross-origin sends the full URL within the site), or null.
 */
export function refererReturnPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return null;
    const back = returnPath(from.pathname + from.search);
    return back === '/' ? null : back;
  } catch {
    return null;
  }
}

export function readCarry(params: URLSearchParams | FormData): Carry {
  const referral = params.get('referral_code') ?? params.get('referral');
  return {
    redirectTo: returnPath(params.get('redirectTo')),
    referral: typeof referral === 'string' ? referral.trim().slice(0, 32) : '',
  };
}

/**
 * `path` with the carried state and `extra` in its query; empty values and the default landing
 * page are left out, so links stay short.
 */
export function authHref(path: string, carry: Partial<Carry>, extra: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(extra)) if (value) query.set(name, value);
  if (carry.redirectTo && carry.redirectTo !== '/') query.set('redirectTo', carry.redirectTo);
  if (carry.referral) query.set('referral_code', carry.referral);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A phone number or e-mail inside translated text: kept left-to-right in Arabic sentences too. */
export const isolateLtr = (value: string) => `\u2066${value}\u2069`;
