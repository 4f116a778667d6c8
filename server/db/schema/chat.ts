import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Chat (spec §3 "Chat state", §7 "Realtime database"; issue #15). The anchor kept `chats` and
 * `messages` in a cloud database every user could read; here they are rows a room's members
 * alone read through the API. A `support` room belongs to one customer and the marketplace's
 * support role (the spec's role id, setting `chat_role_id`, default `admin`): every account with
 * that role may read and answer it. `created_at` is always set by the server.
 */
export const chatRoomKind = pgEnum('chat_room_kind', ['support']);

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    kind: chatRoomKind('kind').notNull().default('support'),
    /** The customer the room belongs to. */
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The role that answers (support rooms). */
    roleId: varchar('role_id', { length: 20 }).notNull().default('admin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message's time (the operators' list is ordered by it). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    // One support room per customer, even under concurrent opens.
    uniqueIndex('chat_rooms_support_user_idx').on(t.userId).where(sql`${t.kind} = 'support'`),
    index('chat_rooms_activity_idx').on(t.kind, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is gone (the conversation stays). */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_room_idx').on(t.roomId, t.id)],
);

/** How far each reader has read a room (unread = newer messages from others). */
export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: integer('room_id').notNull().references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);
