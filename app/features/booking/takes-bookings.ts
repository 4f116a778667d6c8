import type { BookingConfig } from '../../../contract/booking';
import type { Paginated } from '../../../contract/http';
import type { ApiClient } from '../../lib/api/client';
import { endpoints } from '../../lib/api/endpoints';

/**
 * Whether a shop page shows "Reserve a table": reservations switched on (`reservation_enable_for_user`)
 * and the shop has a booking config (BK6). Server-side only (the shop page is server HTML), so it
 * costs the page no JavaScript; any failure answers false (the link is an extra, never an error).
 */
export async function takesBookings(api: ApiClient, shopId: number): Promise<boolean> {
  try {
    const [settings, configs] = await Promise.all([
      endpoints.settings(api),
      api.get<Paginated<BookingConfig>>('rest/booking/bookings', { shop_id: shopId, perPage: 1 }),
    ]);
    const on = settings.data.some((s) => s.key === 'reservation_enable_for_user' && s.value === '1');
    return on && configs.data.some((c) => c.shop_id === shopId);
  } catch {
    return false;
  }
}
