import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import { raise } from '../realtime/signals';

/** Contract §4.6. */
export type NotificationType = (typeof notifications.$inferInsert)['type'];

export type CustomerNotice = {
  userId: number;
  type: NotificationType;
  /** The order (or reservation) number for order types (contract §3.23). */
  title: string;
  body: string;
  orderId?: number | null;
  /** The parcel of a parcel's `status_changed` (N1 `parcel.id`). */
  parcelId?: number | null;
  /** The booking of `booking_status` / `new_booking`. */
  bookingId?: number | null;
  /** The news item of `news_publish` (N1 answers its `blog.uuid`). */
  blogId?: number | null;
  /** The push data `{id, type, status}` (contract §2.24). */
  data: Record<string, string | number | null>;
  at?: Date;
};

/**
 * Writes one notification for a customer (N1 lists them) and raises its live event (the new
 * notification with the new unread counts, to that customer's open tabs on every instance).
 * Called inside the transaction of the change it tells about, so a notification exists exactly
 * when the change does, and the event leaves when it commits. A new type is one more call here
 * from where its event happens. Answers the notification's id.
 */
export async function notifyCustomer(tx: Tx, notice: CustomerNotice): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: notice.userId,
      type: notice.type,
      title: notice.title,
      body: notice.body,
      orderId: notice.orderId ?? null,
      parcelId: notice.parcelId ?? null,
      bookingId: notice.bookingId ?? null,
      blogId: notice.blogId ?? null,
      data: notice.data,
      ...(notice.at ? { createdAt: notice.at } : {}),
    })
    .returning({ id: notifications.id });
  await raise(tx, { k: 'notification', ids: [row!.id] });
  return row!.id;
}
