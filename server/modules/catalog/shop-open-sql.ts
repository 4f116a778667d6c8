import { sql, type SQL } from 'drizzle-orm';
import { shopClosedDates, shops, shopWorkingDays } from '../../db/schema';

/**
 * SQL form of `isShopOpenAt` (shop-hours.ts) for list filters, so `open=1` pages in the database
 * instead of loading every shop. Same rules; tests compare the two shop by shop. Times are
 * compared as zero-padded `HH:MI` text in the "C" collation, after turning `HH-mm` into `HH:mm`.
 */

const CLOCK = String.raw`^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$`;

export function shopOpenAt(at: Date): SQL {
  const local = sql`(${at.toISOString()}::timestamptz AT TIME ZONE ${shops.timezone})`;
  const closedOn = (day: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${shopClosedDates} WHERE ${shopClosedDates.shopId} = ${shops.id} AND ${shopClosedDates.day} = ${day})`;
  return sql`(${shops.open} AND NOT ${closedOn(sql`${local}::date`)} AND EXISTS (
    SELECT 1 FROM ${shopWorkingDays},
      LATERAL (SELECT replace(${shopWorkingDays.from}, '-', ':') COLLATE "C" AS f,
                      replace(${shopWorkingDays.to}, '-', ':') COLLATE "C" AS t,
                      to_char(${local}, 'HH24:MI') COLLATE "C" AS m) AS x
    WHERE ${shopWorkingDays.shopId} = ${shops.id} AND NOT ${shopWorkingDays.disabled}
      AND x.f ~ ${CLOCK} AND x.t ~ ${CLOCK}
      AND (
        (${shopWorkingDays.day}::text = to_char(${local}, 'FMday')
          AND (x.f = x.t OR (x.f < x.t AND x.m BETWEEN x.f AND x.t) OR (x.t < x.f AND x.m >= x.f)))
        OR (${shopWorkingDays.day}::text = to_char(${local} - interval '1 day', 'FMday')
          AND x.t < x.f AND x.m <= x.t AND NOT ${closedOn(sql`(${local} - interval '1 day')::date`)})
      )
  ))`;
}
