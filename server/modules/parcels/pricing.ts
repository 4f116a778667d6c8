import { and, asc, eq, inArray } from 'drizzle-orm';
import { parcelMessages as m, type ParcelType } from '../../../contract/parcels';
import type { Database, Tx } from '../../db/client';
import { parcelOptions, parcelOptionTranslations, parcelTypes, parcelTypeTranslations } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { num } from '../../http/respond';
import { countShopsDeliveringTo } from '../catalog/shop-zones';
import { toCents } from '../currencies/convert';
import { pickTranslation } from '../i18n/pick-translation';
import { deliveryFeeCents, distanceKm, type Point } from '../orders/delivery-fee';

/**
 * Parcel types (PC1) and the price of a parcel (PC2, and PC3 again on the server): the type's
 * base price plus the straight-line km × its price per km — the same distance and integer-cent
 * arithmetic as shop delivery fees (orders/delivery-fee.ts). Both points must be in the area the
 * marketplace serves (some shop delivers there: the SH8 test), else the spec's "Sorry, we're not
 * available here".
 */

export type ParcelTypeRow = typeof parcelTypes.$inferSelect;

export async function requireParcelType(db: Database | Tx, typeId: number): Promise<ParcelTypeRow> {
  const [row] = await db.select().from(parcelTypes).where(and(eq(parcelTypes.id, typeId), eq(parcelTypes.active, true)));
  if (!row) throw new ApiError(422, m.typeNotFound, { type_id: [m.typeNotFound] });
  return row;
}

/** 422 unless a shop of the marketplace delivers at both points (the served area). */
export async function requireServedPoints(db: Database, from: Point, to: Point): Promise<void> {
  if (!(await countShopsDeliveringTo(db, from))) throw new ApiError(422, m.notAvailableHere, { address_from: [m.notAvailableHere] });
  if (!(await countShopsDeliveringTo(db, to))) throw new ApiError(422, m.notAvailableHere, { address_to: [m.notAvailableHere] });
  if (from.latitude === to.latitude && from.longitude === to.longitude) throw new ApiError(422, m.samePoints, { address_to: [m.samePoints] });
}

/** The parcel's price in base-currency cents, and the km it is charged for. */
export function parcelPriceCents(type: Pick<ParcelTypeRow, 'price' | 'pricePerKm'>, from: Point, to: Point): { cents: bigint; km: number } {
  const km = distanceKm(from, to);
  return { cents: deliveryFeeCents({ price: type.price, pricePerKm: type.pricePerKm }, km), km };
}

export type Measures = { weight?: number | undefined; length?: number | undefined; width?: number | undefined; height?: number | undefined };

/** The sent measures within the type's limits (each is optional). */
export function checkLimits(type: ParcelTypeRow, sent: Measures): void {
  const fail = (field: string, message: string) => {
    throw new ApiError(422, message, { [field]: [message] });
  };
  if (sent.weight !== undefined) {
    if (sent.weight > type.maxG) fail('weight', m.tooHeavy);
    if (sent.weight < type.minG) fail('weight', m.tooLight);
  }
  const sides = [['length', sent.length, type.minLength, type.maxLength], ['width', sent.width, type.minWidth, type.maxWidth], ['height', sent.height, type.minHeight, type.maxHeight]] as const;
  for (const [field, value, min, max] of sides) {
    if (value === undefined) continue;
    if (value > max) fail(field, m.tooBig);
    if (value < min) fail(field, m.tooSmall);
  }
}

/** PC1: the active types, in their order, with names and options in `lang`. */
export async function listParcelTypes(
  db: Database,
  ctx: { lang: string; fallbackLocale: string; imageUrl: (stored: string | null | undefined) => string | null },
): Promise<ParcelType[]> {
  const types = await db.select().from(parcelTypes).where(eq(parcelTypes.active, true)).orderBy(asc(parcelTypes.position), asc(parcelTypes.id));
  if (!types.length) return [];
  const typeIds = types.map((t) => t.id);
  const [names, options] = await Promise.all([
    db.select().from(parcelTypeTranslations).where(inArray(parcelTypeTranslations.parcelTypeId, typeIds)),
    db.select().from(parcelOptions).where(inArray(parcelOptions.parcelTypeId, typeIds)).orderBy(asc(parcelOptions.position), asc(parcelOptions.id)),
  ]);
  const optionNames = options.length
    ? await db.select().from(parcelOptionTranslations).where(inArray(parcelOptionTranslations.parcelOptionId, options.map((o) => o.id)))
    : [];
  return types.map((t) => ({
    id: t.id,
    tag: t.tag,
    type: pickTranslation(names.filter((n) => n.parcelTypeId === t.id), ctx.lang, ctx.fallbackLocale)?.title ?? t.tag,
    img: ctx.imageUrl(t.img),
    min_g: t.minG,
    max_g: t.maxG,
    min_length: t.minLength,
    max_length: t.maxLength,
    min_width: t.minWidth,
    max_width: t.maxWidth,
    min_height: t.minHeight,
    max_height: t.maxHeight,
    price: num(t.price),
    price_per_km: num(t.pricePerKm),
    options: options.filter((o) => o.parcelTypeId === t.id).map((o) => {
      const tr = pickTranslation(optionNames.filter((n) => n.parcelOptionId === o.id), ctx.lang, ctx.fallbackLocale);
      return { id: o.id, translation: tr ? { locale: tr.locale, title: tr.title } : null };
    }),
  }));
}

/** Cents > 0 check helper for callers that settle payments. */
export const hasAmount = (amount: string) => toCents(amount) > 0n;
