import { customType, numeric, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Money is exact: numeric with two decimals, read as a string and never as a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Columns every per-language translation row has. Each translatable entity gets its own
 * `<entity>_translations` table (one row per locale), as the contract's `translation` objects do.
 */
export const translationColumns = () => ({
  id: serial('id').primaryKey(),
  locale: varchar('locale', { length: 8 }).notNull(),
  title: text('title').notNull(),
  description: text('description'),
});

export type LatLng = { latitude: number; longitude: number };

/**
 * PostgreSQL's built-in `polygon` (no PostGIS needed, works in PGlite too). Points are stored as
 * (longitude, latitude) so that `area @> point(lng, lat)` is the point-in-zone test.
 */
export const polygon = customType<{ data: LatLng[]; driverData: string }>({
  dataType: () => 'polygon',
  toDriver: (points) => `(${points.map((p) => `(${p.longitude},${p.latitude})`).join(',')})`,
  fromDriver: (value) =>
    [...value.matchAll(/\(\s*([-\d.e]+)\s*,\s*([-\d.e]+)\s*\)/g)].map((m) => ({
      longitude: Number(m[1]),
      latitude: Number(m[2]),
    })),
});

/** Full-text document; written by PostgreSQL (generated columns), never by the application. */
export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });
