import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';

/** Contract §4.6. */
export type NotificationType = (typeof notifications.$inferInsert)['type'];

export type CustomerNotice = {
  userId: number;
  type: NotificationType;
  /** The order (or reservation) number for order types (contract §3.23). */
  title: string;
  body: string;
  orderId?: number | null;
  /** The push data `{id, type, status}` (contract §2.24). */
  data: Record<string, string | number | null>;
  at?: Date;
};

/**
 * Writes one notification for a customer (N1 lists them). Called inside the transaction of the
 * change it tells about, so a notification exists exactly when the change does.
 */
export async function notifyCustomer(tx: Tx, notice: CustomerNotice): Promise<void> {
  await tx.insert(notifications).values({
    userId: notice.userId,
    type: notice.type,
    title: notice.title,
    body: notice.body,
    orderId: notice.orderId ?? null,
    data: notice.data,
    ...(notice.at ? { createdAt: notice.at } : {}),
  });
}
