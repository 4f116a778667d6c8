/**
 * The group member's cookie by name only (member-cookie.ts reads and writes it): enough for the
 * product dialog to tell whether a page belongs to a group member, without loading the group's
 * code on the pages of everyone else.
 */
export const MEMBER_COOKIE = 'member';

/** The member cookie's raw (URI-encoded) value in a `Cookie` header or `document.cookie`. */
export function memberCookieValue(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === MEMBER_COOKIE) return rest.join('=');
  }
  return undefined;
}

/** Whether there is a member cookie at all, valid or not. */
export const hasMemberCookie = (cookieHeader: string) => memberCookieValue(cookieHeader) !== undefined;
