import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import { notificationMessages as m, type NewsCreateBody, type NewsPublished } from '../../../contract/notifications';
import type { Database } from '../../db/client';
import { blogs, blogTranslations, notifications, notificationSettings, userNotificationSettings, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { raise, MAX_IDS_PER_SIGNAL } from '../realtime/signals';

/**
 * An operator publishes a news item (a blog of type `notification`, opened by `/?news={uuid}`):
 * every active customer who has not switched off the `discount` kind ("Discounts and offers",
 * N6/N7: the marketing messages) gets a `news_publish` notification. Customers are taken in
 * batches by id, each batch its own short transaction (no lock held over every customer) with
 * one live signal for the batch; a customer is told once however often the item is published
 * (unique index), so a publish cut short is finished by publishing again.
 */
export const NEWS_SETTING_KIND = 'discount';
export const NEWS_BATCH = MAX_IDS_PER_SIGNAL;

export async function createNews(db: Database, body: { translations: NewsCreateBody['translations']; img?: string | undefined }): Promise<number> {
  return db.transaction(async (tx) => {
    const [blog] = await tx.insert(blogs).values({ type: 'notification', img: body.img ?? null }).returning({ id: blogs.id });
    await tx.insert(blogTranslations).values(
      body.translations.map((t) => ({ blogId: blog!.id, locale: t.locale, title: t.title, shortDesc: t.short_desc ?? null, description: t.description ?? null })),
    );
    return blog!.id;
  });
}

export async function publishNews(db: Database, blogId: number, batch = NEWS_BATCH): Promise<NewsPublished> {
  const [blog] = await db
    .update(blogs)
    .set({ publishedAt: sql`least(${blogs.publishedAt}, now())`, active: true, updatedAt: sql`now()` })
    .where(and(eq(blogs.id, blogId), eq(blogs.type, 'notification')))
    .returning({ id: blogs.id, uuid: blogs.uuid });
  if (!blog) throw new ApiError(404, m.newsNotFound);
  const [title] = await db.select({ title: blogTranslations.title, shortDesc: blogTranslations.shortDesc }).from(blogTranslations).where(eq(blogTranslations.blogId, blogId)).limit(1);
  const switchedOff = db
    .select({ one: sql`1` })
    .from(userNotificationSettings)
    .innerJoin(notificationSettings, eq(notificationSettings.id, userNotificationSettings.notificationSettingId))
    .where(and(eq(userNotificationSettings.userId, users.id), eq(notificationSettings.type, NEWS_SETTING_KIND), eq(userNotificationSettings.active, false)));

  let cursor = 0;
  let notified = 0;
  for (;;) {
    const recipients = await db
      .select({ id: users.id })
      .from(users)
      .where(and(gt(users.id, cursor), eq(users.role, 'user'), eq(users.active, true), notExists(switchedOff)))
      .orderBy(asc(users.id))
      .limit(batch);
    if (!recipients.length) break;
    cursor = recipients.at(-1)!.id;
    notified += await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(notifications)
        .values(
          recipients.map((r) => ({
            userId: r.id,
            type: 'news_publish' as const,
            title: title?.title ?? '',
            body: title?.shortDesc ?? '',
            blogId,
            data: { id: blog.uuid, type: 'news_publish', status: null },
          })),
        )
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      if (inserted.length) await raise(tx, { k: 'notification', ids: inserted.map((r) => r.id) });
      return inserted.length;
    });
    if (recipients.length < batch) break;
  }
  return { id: blog.id, uuid: blog.uuid, notified };
}
