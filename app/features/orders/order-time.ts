/** Where the marketplace's shops are when nothing says otherwise (the seed's and the demo's zone). */
const MARKETPLACE_TIME_ZONE = 'America/Bogota';

/**
 * Order times are shown in the shop's time zone (the Order's `shop.timezone`), so the server's
 * render and the browser's hydration print the same text wherever they run.
 */
export function orderTimeZone(order?: { shop: { timezone?: string } }): string {
  return order?.shop.timezone || MARKETPLACE_TIME_ZONE;
}
