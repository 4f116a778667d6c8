import { toCents } from '../currencies/convert';

/**
 * Delivery fee (O1 `delivery_fee`): the shop's start price plus its price per km times the
 * straight-line distance from the shop to the delivery point. Pickup costs nothing. Base
 * currency, integer cents.
 */

export type Point = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine), rounded to 2 decimals (10 m): the km the fee is charged for. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 100) / 100;
}

/**
 * `price + km × pricePerKm` in cents. The distance enters as whole hundredths of a km, so the
 * product is integer arithmetic rounded half up once: no float ever touches money.
 */
export function deliveryFeeCents(shop: { price: string; pricePerKm: string }, km: number): bigint {
  const hundredths = BigInt(Math.round(km * 100));
  const perKm = toCents(shop.pricePerKm) * hundredths;
  return toCents(shop.price) + (perKm + 50n) / 100n;
}
