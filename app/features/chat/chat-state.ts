import type { ChatMessage, ChatRoom } from '../../../contract/chat';

/**
 * The pure part of the chat widget: history pages, sent messages and live pushes arrive in any
 * order and may overlap (a message I sent comes back as the POST's answer and as a push to every
 * tab; a resync reloads a page already shown). These functions fold them into one list without
 * duplicates, ordered as the conversation is read (spec §3, §7: by `created_at` ascending).
 */

/** `created_at` ascending; the id (the server's insertion order) breaks ties. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const at = Date.parse(a.created_at) - Date.parse(b.created_at);
  return at || a.id - b.id;
}

/** `current` with `incoming` folded in: one entry per id (the newer copy wins), in reading order. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(compareMessages);
}

/** When a room last had activity: its newest message, else when it was opened. */
export const roomActivity = (room: ChatRoom): number => Date.parse(room.last_message?.created_at ?? room.created_at);

/** Newest activity first, as the operators' list shows rooms. */
export function sortRooms(rooms: readonly ChatRoom[]): ChatRoom[] {
  return [...rooms].sort((a, b) => roomActivity(b) - roomActivity(a) || b.id - a.id);
}

/**
 * The room list after a pushed message: its room takes the message as its last one, moves to
 * the top and counts it unread unless I wrote it or I am reading that room now. `null` when the
 * room is not in the list (a new conversation): the caller reloads the list.
 */
export function roomsWithMessage(
  rooms: readonly ChatRoom[],
  message: ChatMessage,
  { me, reading }: { me: number; reading: number | null },
): ChatRoom[] | null {
  const room = rooms.find((r) => r.id === message.chat_id);
  if (!room) return null;
  if (room.last_message && compareMessages(room.last_message, message) >= 0) return rooms as ChatRoom[];
  const unread = message.sender_id === me || reading === room.id ? room.unread : room.unread + 1;
  return sortRooms(rooms.map((r) => (r === room ? { ...r, last_message: message, unread } : r)));
}

/** The list after I read `roomId` (here or in another tab). */
export const roomsRead = (rooms: readonly ChatRoom[], roomId: number): ChatRoom[] =>
  rooms.map((r) => (r.id === roomId && r.unread ? { ...r, unread: 0 } : r));

export const totalUnread = (rooms: readonly ChatRoom[]): number => rooms.reduce((sum, r) => sum + r.unread, 0);

/** A customer's name for the operators' list, or `fallback` when the account has none. */
export function personName(user: Pick<ChatRoom['user'], 'firstname' | 'lastname'>, fallback: string): string {
  return [user.firstname, user.lastname].filter(Boolean).join(' ').trim() || fallback;
}
