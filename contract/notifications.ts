import { z } from 'zod';
import { MAX_PAGE, MAX_PER_PAGE, queryInt } from './http';

/**
 * Notifications (contract §2.24 N1–N5, §3.23, §4.6) and the operator's news publishing (a
 * Comanda extension): what the bell, its panel and the live channel read.
 *
 *   GET  dashboard/notifications                       ?page&perPage=5&type&column=id&sort=desc   N1
 *   GET  dashboard/notifications/{id}                                                            N5
 *   GET  dashboard/user/profile/notifications-statistic  bare object of unread counts            N2
 *   POST dashboard/notifications/read-all                                                        N3
 *   POST dashboard/notifications/{id}/read-at                                                    N4
 *   POST dashboard/admin/news                          {translations, img?}  a news item, published
 *   POST dashboard/admin/news/{id}/publish             announces an existing news item
 */

/** Contract §4.6, and `transaction` (a §3.23 statistic key): money another customer sent to the wallet. */
export const NOTIFICATION_TYPES = [
  'new_order', 'new_user_by_referral', 'status_changed', 'new_in_table', 'booking_status', 'new_booking',
  'news_publish', 'order_refunded', 'transaction',
] as const;
export const notificationType = z.enum(NOTIFICATION_TYPES, { error: 'Unknown notification type' });
export type NotificationType = z.infer<typeof notificationType>;

export const notificationMessages = {
  notFound: 'Notification not found',
  newsNotFound: 'News item not found',
  newsTitleRequired: 'Write a title',
} as const;

/** N1's query. The panel asks 5 at a time, newest first. */
export const notificationsQuery = z.object({
  page: queryInt(1, MAX_PAGE).default(1),
  perPage: queryInt(1, MAX_PER_PAGE).default(5),
  type: notificationType.optional(),
  column: z.enum(['id', 'created_at'], { error: 'Sort by id or created_at' }).default('id'),
  sort: z.enum(['asc', 'desc'], { error: 'Sort asc or desc' }).default('desc'),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationIdParams = z.object({ id: queryInt() });

/** Contract §3.23 Notification. */
export const notification = z.object({
  id: z.number().int(),
  type: notificationType,
  /** The order number for order types; the news title for `news_publish`. */
  title: z.string(),
  body: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  user_id: z.number().int(),
  /** Who the notification is about (avatar); Comanda's are about the customer's own things: null. */
  client: z.null(),
  order: z.object({ id: z.number().int() }).nullable(),
  blog: z.object({ uuid: z.string() }).nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
});
export type Notification = z.infer<typeof notification>;

/** Keys of N2 besides the total (§3.23): one per type. */
export const STATISTIC_KEYS = NOTIFICATION_TYPES;

/** N2: bare object, `notification` = unread total, then unread per type. */
export const notificationStatistics = z.object({
  notification: z.number().int(),
  ...Object.fromEntries(STATISTIC_KEYS.map((k) => [k, z.number().int()])),
} as Record<'notification' | (typeof STATISTIC_KEYS)[number], z.ZodNumber>);
export type NotificationStatistics = z.infer<typeof notificationStatistics>;

const newsTranslation = z.object({
  locale: z.string().trim().min(2).max(8),
  title: z.string().trim().min(1, notificationMessages.newsTitleRequired).max(200),
  short_desc: z.string().trim().max(500).optional(),
  description: z.string().trim().max(20_000).optional(),
});

/** `POST dashboard/admin/news`: a news item (blog of type `notification`) announced at once. */
export const newsCreateBody = z.object({
  translations: z.array(newsTranslation).min(1).max(10),
  img: z.string().trim().max(500).optional(),
});
export type NewsCreateBody = z.input<typeof newsCreateBody>;

/** What a publish answers: the news item and how many customers were told. */
export const newsPublished = z.object({
  id: z.number().int(),
  uuid: z.string(),
  notified: z.number().int(),
});
export type NewsPublished = z.infer<typeof newsPublished>;
