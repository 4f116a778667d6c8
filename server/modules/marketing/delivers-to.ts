import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { shopDeliveryZones } from '../../db/schema';
import { zoneContains } from '../../db/zone-sql';

export type Point = { latitude: number; longitude: number };

/**
 * True when one of the shop's delivery zones contains the point. Zones are polygons of
 * (longitude, latitude), so the point is built in that order (see schema/columns.ts).
 */
export function shopDeliversTo(shopId: AnyColumn, point: Point): SQL {
  return sql`exists (select 1 from ${shopDeliveryZones} where ${shopDeliveryZones.shopId} = ${shopId} and ${zoneContains(point)})`;
}
