import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client';
import { chatMessages, chatRooms, notifications, orders, parcelOrders, userBookings } from '../../db/schema';
import { membersAmong } from '../cart/group-queries';
import { messageView, roomReaders } from '../chat/service';
import type { I18nService } from '../i18n/service';
import { notificationViews, statisticsOf } from '../notifications/service';
import { createRealtimeHub, type RealtimeHubOptions, type SignalHandlers } from './hub';

/**
 * The live channel with every domain's deliverer: what each signal means, which rows it loads
 * (once per instance) and who among this instance's users may see them — the same rules as the
 * REST endpoints: a notification, an order, a parcel and a booking only to their owner, a chat message only to its
 * room's readers (chat/service.ts#roomReaders); a group cart's change to its owner and to the
 * sockets of its members (cart/group-queries.ts#membersAmong).
 */
export function signalHandlers(deps: { database: DatabaseHandle; i18n: I18nService }): SignalHandlers {
  const { db } = deps.database;
  return {
    async notification(signal, out) {
      const here = out.users();
      const ids = signal.ids.filter(Number.isInteger).slice(0, 1000);
      if (!ids.length || !here.length) return;
      const rows = await db.select().from(notifications).where(and(inArray(notifications.id, ids), inArray(notifications.userId, here)));
      if (!rows.length) return;
      const stats = await statisticsOf(db, [...new Set(rows.map((r) => r.userId))]);
      const fallback = await deps.i18n.defaultLocale();
      for (const row of rows) {
        await out.send(row.userId, async (lang) => ({
          type: 'notification',
          notification: (await notificationViews(db, [row], lang, fallback))[0]!,
          statistics: stats.get(row.userId)!,
        }));
      }
    },
    async statistics(signal, out) {
      if (!out.users().includes(signal.user)) return;
      const stats = await statisticsOf(db, [signal.user]);
      await out.send(signal.user, { type: 'notification.statistics', statistics: stats.get(signal.user)! });
    },
    async order(signal, out) {
      const [order] = await db.select({ id: orders.id, userId: orders.userId, status: orders.status, updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, signal.id));
      if (!order || order.userId === null) return;
      await out.send(order.userId, { type: 'order.status', order: { id: order.id, status: order.status, updated_at: order.updatedAt.toISOString() } });
    },
    async parcel(signal, out) {
      const [row] = await db.select({ id: parcelOrders.id, userId: parcelOrders.userId, status: parcelOrders.status, updatedAt: parcelOrders.updatedAt }).from(parcelOrders).where(eq(parcelOrders.id, signal.id));
      if (!row || row.userId === null || !out.users().includes(row.userId)) return;
      await out.send(row.userId, { type: 'parcel.status', parcel: { id: row.id, status: row.status, updated_at: row.updatedAt.toISOString() } });
    },
    async booking(signal, out) {
      const [row] = await db.select({ id: userBookings.id, userId: userBookings.userId, status: userBookings.status, updatedAt: userBookings.updatedAt }).from(userBookings).where(eq(userBookings.id, signal.id));
      if (!row || row.userId === null || !out.users().includes(row.userId)) return;
      await out.send(row.userId, { type: 'booking.status', booking: { id: row.id, status: row.status, updated_at: row.updatedAt.toISOString() } });
    },
    async 'chat.message'(signal, out) {
      const [row] = await db
        .select({ message: chatMessages, room: { userId: chatRooms.userId, roleId: chatRooms.roleId } })
        .from(chatMessages)
        .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
        .where(eq(chatMessages.id, signal.id));
      if (!row) return;
      const event = { type: 'chat.message', message: messageView(row.message) } as const;
      for (const userId of await roomReaders(db, row.room, out.users())) await out.send(userId, event);
    },
    async cart(signal, out) {
      const event = { type: 'cart.changed', cart_id: signal.id } as const;
      if (out.users().includes(signal.owner)) await out.send(signal.owner, event);
      const subscribed = out.subscribers(signal.id);
      if (!subscribed.length) return;
      // Members removed by this change (kicked, left, the group ended) get this last event.
      out.sendToSubscribers(signal.id, event, subscribed, await membersAmong(db, signal.id, subscribed), signal.owner);
    },
    async 'chat.read'(signal, out) {
      const [room] = await db.select({ userId: chatRooms.userId, roleId: chatRooms.roleId }).from(chatRooms).where(eq(chatRooms.id, signal.room));
      if (!room) return;
      const event = { type: 'chat.read', chat_id: signal.room, user_id: signal.user, message_id: signal.upTo } as const;
      for (const userId of await roomReaders(db, room, out.users())) await out.send(userId, event);
    },
  };
}

export function createRealtime(
  deps: { database: DatabaseHandle; log: Logger; i18n: I18nService; publicUrl?: string | undefined } & Pick<RealtimeHubOptions, 'heartbeatMs' | 'authTimeoutMs'>,
) {
  return createRealtimeHub({
    db: deps.database.db,
    changes: deps.database.changes,
    log: deps.log,
    publicUrl: deps.publicUrl,
    handlers: signalHandlers(deps),
    isMember: async (cartId, uuid) => (await membersAmong(deps.database.db, cartId, [uuid])).has(uuid),
    ...(deps.heartbeatMs ? { heartbeatMs: deps.heartbeatMs } : {}),
    ...(deps.authTimeoutMs ? { authTimeoutMs: deps.authTimeoutMs } : {}),
  });
}
