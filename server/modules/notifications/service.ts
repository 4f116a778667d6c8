import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  STATISTIC_KEYS, type Notification, type NotificationStatistics, type NotificationType,
} from '../../../contract/notifications';
import type { Database } from '../../db/client';
import { blogs, blogTranslations, notifications } from '../../db/schema';
import { pickTranslation } from '../i18n/pick-translation';
import { raise } from '../realtime/signals';

/**
 * A customer's notifications (N1–N5): only ever the caller's own rows. News items read their
 * title and summary in the request's language from the news item itself.
 */

type Row = typeof notifications.$inferSelect;

export function emptyStatistics(): NotificationStatistics {
  return { notification: 0, ...Object.fromEntries(STATISTIC_KEYS.map((k) => [k, 0])) } as NotificationStatistics;
}

/** Unread counts of several users at once (the live channel sends them with each event). */
export async function statisticsOf(db: Database, userIds: number[]): Promise<Map<number, NotificationStatistics>> {
  const result = new Map(userIds.map((id) => [id, emptyStatistics()]));
  if (!userIds.length) return result;
  const rows = await db
    .select({ userId: notifications.userId, type: notifications.type, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId, notifications.type);
  for (const row of rows) {
    const stats = result.get(row.userId)!;
    stats[row.type] += row.n;
    stats.notification += row.n;
  }
  return result;
}

/** Contract §3.23 views of `rows` in `lang` (news titles from their news item). */
export async function notificationViews(db: Database, rows: Row[], lang: string, fallbackLocale: string): Promise<Notification[]> {
  const blogIds = [...new Set(rows.map((r) => r.blogId).filter((id): id is number => id !== null))];
  const news = new Map<number, { uuid: string; translations: Array<{ locale: string; title: string; shortDesc: string | null }> }>();
  if (blogIds.length) {
    const found = await db
      .select({ id: blogs.id, uuid: blogs.uuid, locale: blogTranslations.locale, title: blogTranslations.title, shortDesc: blogTranslations.shortDesc })
      .from(blogs)
      .leftJoin(blogTranslations, eq(blogTranslations.blogId, blogs.id))
      .where(inArray(blogs.id, blogIds));
    for (const r of found) {
      const entry = news.get(r.id) ?? { uuid: r.uuid, translations: [] };
      if (r.locale !== null) entry.translations.push({ locale: r.locale, title: r.title!, shortDesc: r.shortDesc });
      news.set(r.id, entry);
    }
  }
  return rows.map((row) => {
    const item = row.blogId === null ? undefined : news.get(row.blogId);
    const text = item ? pickTranslation(item.translations, lang, fallbackLocale) : null;
    return {
      id: row.id,
      type: row.type,
      title: text?.title ?? row.title,
      body: text ? (text.shortDesc ?? '') : row.body,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      user_id: row.userId,
      client: null,
      order: row.orderId === null ? null : { id: row.orderId },
      parcel: row.parcelId === null ? null : { id: row.parcelId },
      booking: row.bookingId === null ? null : { id: row.bookingId },
      blog: item ? { uuid: item.uuid } : null,
      data: row.data ?? null,
    };
  });
}

export type ListQuery = { page: number; perPage: number; type?: NotificationType | undefined; column: 'id' | 'created_at'; sort: 'asc' | 'desc' };

export function createNotificationService(db: Database) {
  return {
    async list(userId: number, q: ListQuery) {
      const where = and(eq(notifications.userId, userId), q.type ? eq(notifications.type, q.type) : undefined);
      const order = q.sort === 'asc' ? asc : desc;
      const column = q.column === 'created_at' ? notifications.createdAt : notifications.id;
      const [rows, totals] = await Promise.all([
        db.select().from(notifications).where(where).orderBy(order(column), order(notifications.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async one(userId: number, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row;
    },

    async statistics(userId: number): Promise<NotificationStatistics> {
      return (await statisticsOf(db, [userId])).get(userId)!;
    },

    /** N3: every unread one read now; the user's other tabs hear the new counts. */
    async readAll(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
          .returning({ id: notifications.id });
        if (changed.length) await raise(tx, { k: 'statistics', user: userId });
      });
    },

    /** N4: false when the notification is not this user's (404). Reading a read one changes nothing. */
    async readOne(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ readAt: notifications.readAt }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
        if (!row) return false;
        if (row.readAt === null) {
          await tx.update(notifications).set({ readAt: sql`now()` }).where(eq(notifications.id, id));
          await raise(tx, { k: 'statistics', user: userId });
        }
        return true;
      });
    },
  };
}
