import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, shopClock } from '../../../contract/delivery-slots';
import {
  PARCEL_FIRST_HOUR, PARCEL_LAST_HOUR, PARCEL_MAX_DAYS_AHEAD, parcelMessages as m, type Parcel, type parcelCreateBody,
  type ParcelStatus,
} from '../../../contract/parcels';
import type { Database, Tx } from '../../db/client';
import {
  currencies, parcelOrders, parcelReviews, parcelStatusChanges, parcelTypes, parcelTypeTranslations, payments, transactions, users,
  type ParcelPoint,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { num } from '../../http/respond';
import { convertAmount, fromCents } from '../currencies/convert';
import { pickTranslation } from '../i18n/pick-translation';
import { findCurrency } from '../orders/queries';
import { notifyParcel } from './lifecycle';
import { lockOwnPayableParcel, PARCEL_PAYABLE, payParcel, requireParcelPayment } from './payment';
import { checkLimits, parcelPriceCents, requireParcelType, requireServedPoints } from './pricing';

/**
 * Parcel orders of customers (PC3–PC7, PAY2). PC3 prices the parcel itself (the request's `rate`
 * is ignored), checks the type, its limits, both points, the date and the hourly time, then one
 * transaction writes the parcel, its first status row, its notification and — with
 * `payment_sys_id` — its payment (a wallet debit through wallet/ledger.ts rolls back with the
 * rest). Idempotent like orders: the same key from the same customer answers the first parcel.
 * Only the owner reads, cancels, reviews or pays a parcel: another's is "not found".
 */

export type ParcelCreateBody = z.infer<typeof parcelCreateBody>;
export type ParcelDeps = { db: Database; now: () => Date };
/** The marketplace's calendar for parcel dates (the demo city's). */
export const PARCEL_TIME_ZONE = 'America/Bogota';

type ViewCtx = { lang: string; fallbackLocale: string; imageUrl: (stored: string | null | undefined) => string | null };

function requireDateTime(now: Date, date: string, time: string): void {
  const today = shopClock(now, PARCEL_TIME_ZONE);
  if (date < today.date || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new ApiError(422, m.dateInPast, { delivery_date: [m.dateInPast] });
  if (date > addDays(today.date, PARCEL_MAX_DAYS_AHEAD).date) throw new ApiError(422, m.dateTooFar, { delivery_date: [m.dateTooFar] });
  const [h, min] = time.split(':').map(Number) as [number, number];
  const onGrid = min === 0 && h >= PARCEL_FIRST_HOUR && h <= PARCEL_LAST_HOUR;
  if (!onGrid || (date === today.date && h * 60 <= today.minutes)) throw new ApiError(422, m.timeUnavailable, { delivery_time: [m.timeUnavailable] });
}

const point = (p: ParcelCreateBody['address_from']): ParcelPoint => ({
  latitude: p.latitude,
  longitude: p.longitude,
  address: p.address,
  house: p.house ?? null,
  stage: p.stage ?? null,
  room: p.room ?? null,
});

async function findByKey(db: Database, userId: number, key: string) {
  const [row] = await db.select({ id: parcelOrders.id }).from(parcelOrders).where(and(eq(parcelOrders.userId, userId), eq(parcelOrders.idempotencyKey, key)));
  return row?.id;
}

export async function createParcel(deps: ParcelDeps, owner: number, body: ParcelCreateBody, key: string | undefined): Promise<{ id: number; created: boolean }> {
  const { db } = deps;
  if (key) {
    const existing = await findByKey(db, owner, key);
    if (existing) return { id: existing, created: false };
  }
  const now = deps.now();
  const type = await requireParcelType(db, body.type_id);
  checkLimits(type, body);
  await requireServedPoints(db, body.address_from, body.address_to);
  requireDateTime(now, body.delivery_date, body.delivery_time);
  const payment = body.payment_sys_id ? await requireParcelPayment(db, body.payment_sys_id) : null;
  const currency = await findCurrency(db, body.currency_id);
  const { cents, km } = parcelPriceCents(type, body.address_from, body.address_to);
  const totalPrice = fromCents(cents);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(parcelOrders).values({
        userId: owner,
        typeId: type.id,
        status: 'new',
        currencyId: currency?.id ?? null,
        rate: currency?.rate ?? '1',
        totalPrice,
        km,
        usernameFrom: body.username_from,
        phoneFrom: body.phone_from,
        addressFrom: point(body.address_from),
        usernameTo: body.username_to,
        phoneTo: body.phone_to,
        addressTo: point(body.address_to),
        deliveryDate: body.delivery_date,
        deliveryTime: body.delivery_time,
        note: body.note ?? null,
        description: body.description ?? null,
        instructions: body.instructions ?? null,
        notify: body.notify,
        qrValue: body.qr_value ?? null,
        idempotencyKey: key ?? null,
        createdAt: now,
        updatedAt: now,
      }).returning({ id: parcelOrders.id });
      const parcelId = row!.id;
      await tx.insert(parcelStatusChanges).values({ parcelId, status: 'new', changedById: owner, createdAt: now });
      await notifyParcel(tx, parcelId, owner, 'new', now);
      if (payment) await payParcel(tx, { id: parcelId, userId: owner, totalPrice }, payment, now);
      return parcelId;
    });
    return { id, created: true };
  } catch (err) {
    if (key) {
      const winner = await findByKey(db, owner, key);
      if (winner) return { id: winner, created: false };
    }
    throw err;
  }
}

/** PAY2: pays the customer's own parcel (not canceled, not paid yet). */
export async function payOwnParcel(deps: ParcelDeps, owner: number, parcelId: number, paymentSysId: number): Promise<void> {
  const payment = await requireParcelPayment(deps.db, paymentSysId);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const parcel = await lockOwnPayableParcel(tx, owner, parcelId);
    await payParcel(tx, { id: parcel.id, userId: owner, totalPrice: parcel.totalPrice }, payment, at);
  });
}

/** PC7: once delivered, once. */
export async function reviewParcel(db: Database, owner: number, parcelId: number, review: { rating: number; comment?: string | undefined }): Promise<void> {
  await db.transaction(async (tx) => {
    const [parcel] = await tx.select({ id: parcelOrders.id, status: parcelOrders.status }).from(parcelOrders)
      .where(and(eq(parcelOrders.id, parcelId), eq(parcelOrders.userId, owner))).for('update');
    if (!parcel) throw new ApiError(404, m.parcelNotFound);
    if (parcel.status !== 'delivered') throw new ApiError(422, m.reviewNotDelivered, { rating: [m.reviewNotDelivered] });
    const [made] = await tx.insert(parcelReviews).values({ parcelId, userId: owner, rating: review.rating, comment: review.comment ?? null })
      .onConflictDoNothing().returning({ id: parcelReviews.id });
    if (!made) throw new ApiError(422, m.alreadyReviewed, { rating: [m.alreadyReviewed] });
  });
}

export type ParcelPage = { page: number; perPage: number };

/** One page of parcel ids (a customer's with `userId`, else every parcel: operators). */
export async function pageParcelIds(
  db: Database,
  f: ParcelPage & { userId?: number; statuses?: readonly string[] | undefined; column?: 'id' | 'created_at' | 'total_price'; sort?: 'asc' | 'desc' },
): Promise<{ ids: number[]; total: number }> {
  const statuses = f.statuses?.map((s) => (s === 'cooking' ? 'ready' : s)) as ParcelStatus[] | undefined;
  const where: SQL | undefined = and(
    f.userId === undefined ? undefined : eq(parcelOrders.userId, f.userId),
    statuses?.length ? inArray(parcelOrders.status, [...statuses]) : undefined,
  );
  const column = f.column === 'created_at' ? parcelOrders.createdAt : f.column === 'total_price' ? parcelOrders.totalPrice : parcelOrders.id;
  const direction = f.sort === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select({ id: parcelOrders.id }).from(parcelOrders).where(where).orderBy(direction(column), direction(parcelOrders.id))
      .limit(f.perPage).offset((f.page - 1) * f.perPage),
    db.select({ value: count() }).from(parcelOrders).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.value ?? 0 };
}

const iso = (d: Date) => d.toISOString();

/** Parcels `ids` as the contract's Parcel (§3.14), in the order of `ids`, amounts in their currency. */
export async function parcelViews(db: Database | Tx, ids: readonly number[], ctx: ViewCtx): Promise<Parcel[]> {
  if (!ids.length) return [];
  const list = [...ids];
  const [rows, changes, txRows, reviews] = await Promise.all([
    db.select().from(parcelOrders).where(inArray(parcelOrders.id, list)),
    db.select().from(parcelStatusChanges).where(inArray(parcelStatusChanges.parcelId, list)).orderBy(asc(parcelStatusChanges.id)),
    db.select({ tx: transactions, payment: { id: payments.id, tag: payments.tag } }).from(transactions)
      .innerJoin(payments, eq(payments.id, transactions.paymentSysId))
      .where(and(eq(transactions.payableType, PARCEL_PAYABLE), inArray(transactions.payableId, list)))
      .orderBy(asc(transactions.id)),
    db.select().from(parcelReviews).where(inArray(parcelReviews.parcelId, list)),
  ]);
  const typeIds = [...new Set(rows.map((r) => r.typeId))];
  const currencyIds = [...new Set(rows.flatMap((r) => (r.currencyId === null ? [] : [r.currencyId])))];
  const courierIds = [...new Set(rows.flatMap((r) => (r.deliverymanId === null ? [] : [r.deliverymanId])))];
  const [types, names, currencyRows, couriers] = await Promise.all([
    db.select({ id: parcelTypes.id, tag: parcelTypes.tag, img: parcelTypes.img }).from(parcelTypes).where(inArray(parcelTypes.id, typeIds)),
    db.select().from(parcelTypeTranslations).where(inArray(parcelTypeTranslations.parcelTypeId, typeIds)),
    currencyIds.length ? db.select().from(currencies).where(inArray(currencies.id, currencyIds)) : [],
    courierIds.length
      ? db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, phone: users.phone, img: users.img }).from(users).where(inArray(users.id, courierIds))
      : [],
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return list.flatMap((id): Parcel[] => {
    const p = byId.get(id);
    if (!p) return [];
    const type = types.find((t) => t.id === p.typeId);
    const currency = currencyRows.find((c) => c.id === p.currencyId) ?? null;
    const money = (amount: string) => num(convertAmount(amount, p.rate));
    const tx = txRows.filter((t) => t.tx.payableId === id).at(-1);
    const review = reviews.find((r) => r.parcelId === id);
    const courier = couriers.find((c) => c.id === p.deliverymanId);
    return [{
      id: p.id,
      user_id: p.userId,
      status: p.status === 'cooking' ? 'ready' : p.status,
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
      type_id: p.typeId,
      type: {
        id: p.typeId,
        type: pickTranslation(names.filter((n) => n.parcelTypeId === p.typeId), ctx.lang, ctx.fallbackLocale)?.title ?? type?.tag ?? '',
        img: ctx.imageUrl(type?.img),
      },
      username_from: p.usernameFrom,
      phone_from: p.phoneFrom,
      address_from: p.addressFrom,
      username_to: p.usernameTo,
      phone_to: p.phoneTo,
      address_to: p.addressTo,
      delivery_date: p.deliveryDate,
      delivery_time: p.deliveryTime,
      note: p.note,
      description: p.description,
      instructions: p.instructions,
      notify: p.notify,
      qr_value: p.qrValue,
      img: ctx.imageUrl(p.img),
      km: p.km,
      rate: num(p.rate),
      total_price: money(p.totalPrice),
      currency: currency ? { id: currency.id, symbol: currency.symbol, title: currency.title, position: currency.position } : null,
      transaction: tx
        ? {
          id: tx.tx.id,
          payable_id: tx.tx.payableId,
          price: money(tx.tx.price),
          status: tx.tx.status,
          note: tx.tx.note,
          payment_system: tx.payment,
          created_at: iso(tx.tx.createdAt),
          updated_at: iso(tx.tx.updatedAt),
        }
        : null,
      deliveryman: courier ?? null,
      review: review ? { id: review.id, rating: review.rating, comment: review.comment, created_at: iso(review.createdAt) } : null,
      status_history: changes.filter((c) => c.parcelId === id).map((c) => ({ status: c.status, created_at: iso(c.createdAt) })),
    }];
  });
}
