import { useLivePage } from '../realtime/use-live-page';
import type { RealtimeStatus } from '../realtime/realtime-client';

/**
 * Keeps the customer's bookings list current: a `booking.status` push about one of the listed
 * bookings reloads it; while a listed booking can still move (`active`) and the channel is down, it polls.
 */
export function useLiveBookings(ids: readonly number[], active: boolean): RealtimeStatus {
  return useLivePage('booking.status', (event) => ids.includes(event.booking.id), active);
}
