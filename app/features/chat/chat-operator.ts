/**
 * Who gets which chat view, decided from what the root loader already has (the `user` cookie's
 * role, the public settings): operators, accounts whose role is the support role (setting
 * `chat_role_id`, default `admin`, as server/modules/chat/service.ts decides), get the list of
 * support rooms; everyone else their own support room. Only the view: the server decides who
 * reads what. Its own tiny file: the root imports it on every page.
 */
export const DEFAULT_CHAT_ROLE = 'admin';

export type ChatUser = { id: number; operator: boolean };

export function isChatOperator(role: string | undefined, settings: Readonly<Record<string, string | undefined>>): boolean {
  return Boolean(role) && role === (settings.chat_role_id || DEFAULT_CHAT_ROLE);
}
