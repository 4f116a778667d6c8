import { createHash } from 'node:crypto';
import type { LatLng } from '../schema/columns';

/** Geometry, calendar and id helpers for the demo seed. */

/** Default map point of the storefront (spec §9): central Medellín. */
export const DEFAULT_POINT: LatLng = { latitude: 6.2442, longitude: -75.5812 };
export const SHOP_TIMEZONE = 'America/Bogota';

const KM_PER_DEGREE_LAT = 110.574;
const kmPerDegreeLng = (latitude: number) => 111.32 * Math.cos((latitude * Math.PI) / 180);

/** Equirectangular distance; plenty accurate at city scale. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dy = (a.latitude - b.latitude) * KM_PER_DEGREE_LAT;
  const dx = (a.longitude - b.longitude) * kmPerDegreeLng((a.latitude + b.latitude) / 2);
  return Math.hypot(dx, dy);
}

/**
 * A delivery zone: an irregular `sides`-gon around `center`. Every vertex lies at least `minKm`
 * from the centre, so every point closer than `minKm · cos(π/sides)` is inside.
 */
export function zonePolygon(center: LatLng, minKm: number, sides: number, jitter: () => number): LatLng[] {
  return Array.from({ length: sides }, (_, i) => {
    const angle = (i / sides) * Math.PI * 2 + 0.35;
    const km = minKm * (1 + jitter() * 0.12);
    return {
      latitude: round6(center.latitude + (Math.sin(angle) * km) / KM_PER_DEGREE_LAT),
      longitude: round6(center.longitude + (Math.cos(angle) * km) / kmPerDegreeLng(center.latitude)),
    };
  });
}

/** Radius for a shop's zone: 3–6 km and, for city shops, large enough to reach the default point. */
export function zoneRadiusKm(center: LatLng, sides: number): number {
  const toDefault = distanceKm(center, DEFAULT_POINT);
  if (toDefault > 8) return 5; // An out-of-town shop delivers around itself only.
  return Math.min(6, Math.max(3, (toDefault + 0.6) / Math.cos(Math.PI / sides)));
}

/** Ray-casting point-in-polygon, used to self-check the generated zones. */
export function contains(polygon: readonly LatLng[], point: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    if ((a.latitude > point.latitude) !== (b.latitude > point.latitude)
      && point.longitude < ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude) {
      inside = !inside;
    }
  }
  return inside;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
export const addHours = (date: Date, hours: number): Date => new Date(date.getTime() + hours * 60 * 60 * 1000);

/** `YYYY-MM-DD` of `date` on the Bogotá calendar (en-CA formats dates that way). */
export const bogotaDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Lower-case English weekday of `date` in Bogotá. */
export function bogotaWeekday(date: Date): WeekDay {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIMEZONE, weekday: 'long' }).format(date).toLowerCase();
  const day = WEEK_DAYS.find((d) => d === name);
  if (!day) throw new Error(`Unexpected weekday ${name}`);
  return day;
}

/**
 * Name-based UUID (v5 layout over SHA-1) so demo shops, products and posts keep the same uuid on
 * every re-seed: links and favourites saved in a browser survive `npm run db:seed`.
 */
export function demoUuid(kind: string, key: string): string {
  const hex = createHash('sha1').update(`comanda-demo:${kind}:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
