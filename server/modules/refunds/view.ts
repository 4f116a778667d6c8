import type { z } from 'zod';
import type { refundFields } from '../../../contract/refunds';
import type { orderRefunds } from '../../db/schema';

type RefundRecord = Pick<typeof orderRefunds.$inferSelect, 'id' | 'status' | 'cause' | 'answer' | 'createdAt' | 'updatedAt'>;

/** A refund's own fields as every refund answer carries them (contract/refunds.ts `refundFields`). */
export function toRefundFields(r: RefundRecord): z.infer<typeof refundFields> {
  return {
    id: r.id,
    status: r.status,
    cause: r.cause,
    answer: r.answer,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
