/** Where the marketplace's shops are when an order does not say (the demo's and the seed's zone). */
const FALLBACK_TIME_ZONE = 'America/Bogota';

/** Order times are shown in the shop's time zone: the same text on the server and in the browser. */
export function orderTimeZone(order: { shop: object }): string {
  const zone = (order.shop as { timezone?: unknown }).timezone;
  return typeof zone === 'string' && zone ? zone : FALLBACK_TIME_ZONE;
}
