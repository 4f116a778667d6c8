/**
 * The group member's cookie by name only (member-cookie.ts reads and writes it): enough for the
 * product dialog to tell whether a page belongs to a group member, without loading the group's
 * code on the pages of everyone else.
 */
export const MEMBER_COOKIE = 'member';

/** Whether a `Cookie` header (or `document.cookie`) has a member cookie, valid or not. */
export const hasMemberCookie = (cookieHeader: string) => cookieHeader.split(';').some((part) => part.trim().startsWith(`${MEMBER_COOKIE}=`));
