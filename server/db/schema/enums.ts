import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * Enums shared by schema files that reference each other (orders ↔ parcels ↔ booking): defined
 * here, with no imports, so no circular import can meet them uninitialised. Re-exported by the
 * files they belong to (shops.ts, orders.ts).
 */

export const weekDay = pgEnum('week_day', [
  'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday',
]);

/** Contract §4.1. `cooking` is accepted from Foodyman servers' data; Comanda's lifecycle skips it. */
export const orderStatus = pgEnum('order_status', [
  'new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled',
]);
