/**
 * Ending a session (spec §4, §6) removes the `access_token` and `user` cookies. Both the logout
 * action and a 401 during server rendering answer with these Set-Cookie headers.
 */
export const CLEAR_SESSION_COOKIES = [
  'access_token=; Path=/; Max-Age=0; SameSite=Lax',
  'user=; Path=/; Max-Age=0; SameSite=Lax',
] as const;

export function clearSessionHeaders(headers = new Headers()): Headers {
  for (const cookie of CLEAR_SESSION_COOKIES) headers.append('Set-Cookie', cookie);
  return headers;
}

/** Where a 401 sends the visitor; `reason` lets the page show the unauthorized toast once. */
export const UNAUTHORIZED_REDIRECT = '/login?reason=unauthorized';
