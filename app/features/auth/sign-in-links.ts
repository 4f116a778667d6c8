// Links to /login that come back, in a plain module (no loader code along with it).

/** `reason` that makes the shell say 'Please login first' (features/auth/UnauthorizedNotice). */
export const LOGIN_FIRST_REASON = 'login_first';

/**
 * Where a visitor goes from a sign-in-only page or action: /login, told why, with the way back
 * (`redirectTo`, read by the login page and checked there with safeRedirectPath).
 */
export function loginFirstHref(backTo: string): string {
  return `/login?${new URLSearchParams({ reason: LOGIN_FIRST_REASON, redirectTo: backTo })}`;
}
