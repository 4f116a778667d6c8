import { z } from 'zod';
import { CHAT_TEXT_MAX } from './chat-values';
import { MAX_PAGE, queryInt } from './http';

/**
 * Chat between a customer and the marketplace's support (spec §3 "Chat state", §7; issue #15),
 * a Comanda extension replacing the anchor's cloud collections (contract §2.29):
 *
 *   GET  dashboard/chats                       my rooms (operators: every support room), newest activity first
 *   POST dashboard/chats/support               opens (or answers) my support room
 *   GET  dashboard/chats/{id}/messages         ?page&perPage   history, newest page first (each page oldest → newest)
 *   POST dashboard/chats/{id}/messages         {text}          send (1..2000 characters, trimmed)
 *   POST dashboard/chats/{id}/read             marks the room read up to its newest message
 *
 * Nobody reads a room they are not in: its customer, and accounts with its role (`admin`).
 */

export { CHAT_TEXT_MAX };
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 100;

export const chatMessages = {
  textRequired: 'Write a message',
  textTooLong: `A message has at most ${CHAT_TEXT_MAX} characters`,
  roomNotFound: 'Chat not found',
  tooMany: 'You are sending messages too fast. Wait a moment and try again',
  operatorsOnly: 'Operators answer support chats from their list',
} as const;

export const chatSendBody = z.object({
  text: z
    .string({ error: chatMessages.textRequired })
    .trim()
    .min(1, chatMessages.textRequired)
    .max(CHAT_TEXT_MAX, chatMessages.textTooLong),
});
export type ChatSendBody = z.input<typeof chatSendBody>;

export const chatRoomParams = z.object({ id: queryInt() });

export const chatHistoryQuery = z.object({
  page: queryInt(1, MAX_PAGE).default(1),
  perPage: queryInt(1, CHAT_PAGE_MAX).default(CHAT_PAGE_DEFAULT),
});

const person = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  img: z.string().nullable(),
});

export const chatMessage = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  sender_id: z.number().int().nullable(),
  /** Plain text: shown as text, never as HTML. */
  text: z.string(),
  /** Set by the server when the message was written. */
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatRoom = z.object({
  id: z.number().int(),
  type: z.literal('support'),
  /** The role answering the room (the spec's role id). */
  role_id: z.string(),
  /** The customer the room belongs to. */
  user: person,
  created_at: z.string(),
  last_message: chatMessage.nullable(),
  /** Messages from others the caller has not read. */
  unread: z.number().int(),
});
export type ChatRoom = z.infer<typeof chatRoom>;
