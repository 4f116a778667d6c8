import { and, eq } from 'drizzle-orm';
import { parcelMessages as m, parcelStatusNotices, type ParcelNotificationData, type ParcelStatus } from '../../../contract/parcels';
import type { Database, Tx } from '../../db/client';
import { parcelOrders, parcelStatusChanges } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { notifyCustomer } from '../notifications/notify';
import { raise } from '../realtime/signals';
import { settleCanceledParcel, settleDeliveredParcel } from './payment';

/**
 * The parcel lifecycle (contract §4.2: the order vocabulary; the stepper accepted → ready →
 * on_a_way → delivered; the customer cancels only while `new`):
 *
 *   new ──▶ accepted ──▶ ready ──▶ on_a_way ──▶ delivered
 *   new, accepted, ready ──▶ canceled
 *
 * One function moves a parcel, as orders/lifecycle.ts moves an order: the row locked, the UPDATE
 * guarded by the status read, and in the same transaction the history row, the customer's
 * `status_changed` notification (with `parcel_id`), the live event `parcel.status`, and on
 * cancel the wallet payment back / on delivery the cash payment collected.
 */

export function nextParcelStatuses(from: ParcelStatus | 'cooking'): readonly ParcelStatus[] {
  switch (from) {
    case 'new':
      return ['accepted', 'canceled'];
    case 'accepted':
      return ['ready', 'canceled'];
    case 'cooking':
    case 'ready':
      return ['on_a_way', 'canceled'];
    case 'on_a_way':
      return ['delivered'];
    default:
      return [];
  }
}

export const forwardParcelStep = (from: ParcelStatus | 'cooking'): ParcelStatus | null =>
  nextParcelStatuses(from).find((s) => s !== 'canceled') ?? null;

export type ParcelMove = {
  parcelId: number;
  to: ParcelStatus;
  by: number | null;
  /** Only this customer's parcel (any other is "not found"). */
  ownerId?: number;
  onlyFrom?: { statuses: readonly ParcelStatus[]; message: string };
  /** Apply only if still in this status (the demo timer), else null. */
  expectedFrom?: ParcelStatus;
  at?: Date;
};

export function moveParcel(db: Database, move: ParcelMove) {
  return db.transaction((tx) => moveParcelIn(tx, move));
}

export async function moveParcelIn(tx: Tx, move: ParcelMove): Promise<{ id: number; from: ParcelStatus; status: ParcelStatus } | null> {
  const at = move.at ?? new Date();
  const [parcel] = await tx
    .select({ id: parcelOrders.id, status: parcelOrders.status, userId: parcelOrders.userId })
    .from(parcelOrders)
    .where(move.ownerId === undefined ? eq(parcelOrders.id, move.parcelId) : and(eq(parcelOrders.id, move.parcelId), eq(parcelOrders.userId, move.ownerId)))
    .for('update');
  if (!parcel) throw new ApiError(404, m.parcelNotFound);
  const from = parcel.status === 'cooking' ? 'ready' : parcel.status;
  if (move.expectedFrom !== undefined && from !== move.expectedFrom) return null;
  if (move.onlyFrom && !move.onlyFrom.statuses.includes(from)) throw new ApiError(422, move.onlyFrom.message, { status: [move.onlyFrom.message] });
  if (!nextParcelStatuses(from).includes(move.to)) throw new ApiError(422, m.invalidMove, { status: [m.invalidMove] });

  const [moved] = await tx
    .update(parcelOrders)
    .set({ status: move.to, updatedAt: at })
    .where(and(eq(parcelOrders.id, parcel.id), eq(parcelOrders.status, parcel.status)))
    .returning({ id: parcelOrders.id });
  if (!moved) throw new ApiError(409, m.changedMeanwhile);
  await tx.insert(parcelStatusChanges).values({ parcelId: parcel.id, status: move.to, changedById: move.by, createdAt: at });
  await raise(tx, { k: 'parcel', id: parcel.id });
  if (parcel.userId !== null) await notifyParcel(tx, parcel.id, parcel.userId, move.to, at);
  if (move.to === 'canceled') await settleCanceledParcel(tx, parcel, at);
  if (move.to === 'delivered') await settleDeliveredParcel(tx, parcel.id, at);
  return { id: parcel.id, from, status: move.to };
}

/** The customer's `status_changed` notification about a parcel (title `Parcel #id`). */
export function notifyParcel(tx: Tx, parcelId: number, userId: number, status: ParcelStatus, at: Date) {
  const data: ParcelNotificationData = { id: parcelId, type: 'parcel', status };
  return notifyCustomer(tx, {
    userId,
    type: 'status_changed',
    parcelId,
    title: `Parcel #${parcelId}`,
    body: parcelStatusNotices[status](parcelId),
    data,
    at,
  });
}
