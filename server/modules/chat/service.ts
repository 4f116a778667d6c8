import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { chatMessages as m, type ChatMessage, type ChatRoom } from '../../../contract/chat';
import type { Database } from '../../db/client';
import { chatMessages, chatReads, chatRooms, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { RateLimiter, RateRule } from '../auth/rate-limit';
import { raise } from '../realtime/signals';

/**
 * Chat rooms and messages (issue #15). Who may read a room is decided here and nowhere else:
 * its customer, and accounts whose role is the room's `role_id` (support). Anyone else gets 404,
 * as if the room did not exist. Messages are plain text, trimmed, 1..2000 characters, with the
 * server's clock as `created_at`; each one raises a live signal to the room's readers.
 */

/** Messages a user may send: 20 a minute (counted where every instance sees it, in production). */
export const CHAT_SEND_RULE: RateRule = { name: 'chat-send', limit: 20, windowMs: 60_000 };

/** The setting naming the support role (the spec's role id); default `admin`. */
export const CHAT_ROLE_SETTING = 'chat_role_id';
export const DEFAULT_CHAT_ROLE = 'admin';

type RoomRow = typeof chatRooms.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export const messageView = (row: MessageRow): ChatMessage => ({
  id: row.id,
  chat_id: row.roomId,
  sender_id: row.senderId,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

/** Users among `userIds` who may read `room` (its customer, and its role's accounts). */
export async function roomReaders(db: Database, room: Pick<RoomRow, 'userId' | 'roleId'>, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, userIds));
  return rows.filter((u) => u.id === room.userId || u.role === room.roleId).map((u) => u.id);
}

export type ChatDeps = {
  db: Database;
  limiter: RateLimiter;
  /** The support role (setting `chat_role_id`). */
  supportRole: () => Promise<string>;
  imageUrl?: (stored: string | null | undefined) => string | null;
};

export function createChatService(deps: ChatDeps) {
  const { db } = deps;

  const roleOf = async (userId: number) => (await db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role ?? null;

  /** The room if `userId` may read it, else 404. */
  const access = async (userId: number, roomId: number): Promise<RoomRow> => {
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
    if (!room) throw new ApiError(404, m.roomNotFound);
    if (room.userId === userId) return room;
    if ((await roleOf(userId)) === room.roleId) return room;
    throw new ApiError(404, m.roomNotFound);
  };

  const roomViews = async (userId: number, rooms: RoomRow[], imageUrl: (s: string | null | undefined) => string | null): Promise<ChatRoom[]> => {
    if (!rooms.length) return [];
    const ids = rooms.map((r) => r.id);
    const [owners, lasts, unread] = await Promise.all([
      db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, img: users.img }).from(users).where(inArray(users.id, rooms.map((r) => r.userId))),
      db.selectDistinctOn([chatMessages.roomId]).from(chatMessages).where(inArray(chatMessages.roomId, ids)).orderBy(chatMessages.roomId, desc(chatMessages.id)),
      db
        .select({ roomId: chatMessages.roomId, n: count() })
        .from(chatMessages)
        .leftJoin(chatReads, and(eq(chatReads.roomId, chatMessages.roomId), eq(chatReads.userId, userId)))
        .where(and(inArray(chatMessages.roomId, ids), sql`${chatMessages.senderId} is distinct from ${userId}`, sql`${chatMessages.id} > coalesce(${chatReads.lastReadMessageId}, 0)`))
        .groupBy(chatMessages.roomId),
    ]);
    const owner = new Map(owners.map((o) => [o.id, o]));
    const last = new Map(lasts.map((l) => [l.roomId, l]));
    const counts = new Map(unread.map((u) => [u.roomId, u.n]));
    return rooms.map((room) => {
      const o = owner.get(room.userId);
      const l = last.get(room.id);
      return {
        id: room.id,
        type: room.kind,
        role_id: room.roleId,
        user: { id: room.userId, firstname: o?.firstname ?? null, lastname: o?.lastname ?? null, img: imageUrl(o?.img) },
        created_at: room.createdAt.toISOString(),
        last_message: l ? messageView(l) : null,
        unread: counts.get(room.id) ?? 0,
      };
    });
  };

  return {
    /** A customer's own rooms; for the support role's accounts, every support room. Newest activity first. */
    async rooms(userId: number, page: { page: number; perPage: number }, imageUrl: (s: string | null | undefined) => string | null) {
      const role = await roleOf(userId);
      const where = role === (await deps.supportRole()) ? eq(chatRooms.roleId, role) : eq(chatRooms.userId, userId);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(chatRooms)
          .where(where)
          .orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`), desc(chatRooms.id))
          .limit(page.perPage)
          .offset((page.page - 1) * page.perPage),
        db.select({ n: count() }).from(chatRooms).where(where),
      ]);
      return { rows: await roomViews(userId, rows, imageUrl), total: totals[0]?.n ?? 0 };
    },

    /** The caller's support room, made on first use (one per customer even under concurrent opens). */
    async openSupport(userId: number, imageUrl: (s: string | null | undefined) => string | null): Promise<ChatRoom> {
      const role = await deps.supportRole();
      if ((await roleOf(userId)) === role) throw new ApiError(403, m.operatorsOnly);
      await db.insert(chatRooms).values({ userId, kind: 'support', roleId: role }).onConflictDoNothing();
      const [room] = await db.select().from(chatRooms).where(and(eq(chatRooms.userId, userId), eq(chatRooms.kind, 'support')));
      return (await roomViews(userId, [room!], imageUrl))[0]!;
    },

    /** History, newest page first; each page oldest → newest (the order a conversation is read). */
    async history(userId: number, roomId: number, page: { page: number; perPage: number }) {
      await access(userId, roomId);
      const [rows, totals] = await Promise.all([
        db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId)).orderBy(desc(chatMessages.id)).limit(page.perPage).offset((page.page - 1) * page.perPage),
        db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.roomId, roomId)),
      ]);
      return { rows: rows.reverse().map(messageView), total: totals[0]?.n ?? 0 };
    },

    async send(userId: number, roomId: number, text: string): Promise<ChatMessage> {
      await access(userId, roomId);
      const decision = await deps.limiter.hit(CHAT_SEND_RULE, `user:${userId}`);
      if (!decision.allowed) {
        throw new ApiError(429, m.tooMany, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))) });
      }
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(chatMessages).values({ roomId, senderId: userId, text }).returning();
        await tx.update(chatRooms).set({ lastMessageAt: row!.createdAt }).where(eq(chatRooms.id, roomId));
        // The sender has read what they wrote.
        await tx
          .insert(chatReads)
          .values({ roomId, userId, lastReadMessageId: row!.id })
          .onConflictDoUpdate({ target: [chatReads.roomId, chatReads.userId], set: { lastReadMessageId: sql`greatest(${chatReads.lastReadMessageId}, ${row!.id})` } });
        await raise(tx, { k: 'chat.message', id: row!.id });
        return messageView(row!);
      });
    },

    /** Marks the room read up to its newest message; answers that message's id (0 when empty). */
    async markRead(userId: number, roomId: number): Promise<number> {
      await access(userId, roomId);
      return db.transaction(async (tx) => {
        const [newest] = await tx.select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)` }).from(chatMessages).where(eq(chatMessages.roomId, roomId));
        const upTo = Number(newest?.id ?? 0);
        await tx
          .insert(chatReads)
          .values({ roomId, userId, lastReadMessageId: upTo })
          .onConflictDoUpdate({ target: [chatReads.roomId, chatReads.userId], set: { lastReadMessageId: sql`greatest(${chatReads.lastReadMessageId}, ${upTo})` } });
        await raise(tx, { k: 'chat.read', room: roomId, user: userId, upTo });
        return upTo;
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
