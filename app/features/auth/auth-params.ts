import { safeRedirectPath } from '../../lib/preference-cookies';

/**
 * State the sign-in pages carry from step to step in the address (and in hidden fields of their
 * forms): never a code or a password, only where to land afterwards (`redirectTo`), the referral
 * code of `/register?referral_code=`, and the non-secret handles of a flow (e-mail, phone,
 * `verifyId`).
 */
export type Carry = { redirectTo: string; referral: string };

export function readCarry(params: URLSearchParams | FormData): Carry {
  const referral = params.get('referral_code') ?? params.get('referral');
  return {
    redirectTo: safeRedirectPath(params.get('redirectTo')),
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
