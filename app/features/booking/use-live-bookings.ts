import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useFallbackPolling } from '../realtime/use-fallback-polling';
import { useLiveEvent, useLiveStatus } from '../realtime/live-events';
import type { RealtimeStatus } from '../realtime/realtime-client';

/** Without the live channel, the bookings list asks again this often while a booking may still move. */
export const BOOKINGS_REFRESH_MS = 5_000;

/**
 * Keeps the customer's bookings list current, as the order pages do (orders/use-live-order.ts):
 * a `booking.status` push about one of the listed bookings (or a resync after a reconnect)
 * reloads the page's data; when the channel opens, one reload catches moves made before it did;
 * while the channel is not open and a listed booking can still move (`active`), it polls.
 */
export function useLiveBookings(ids: readonly number[], active: boolean): RealtimeStatus {
  const { revalidate } = useRevalidator();
  const live = useLiveStatus();
  useLiveEvent('booking.status', (event) => {
    if (ids.includes(event.booking.id)) void revalidate();
  });
  useLiveEvent('resync', () => void revalidate());
  const wasOpen = useRef(false);
  useEffect(() => {
    if (live === 'open' && !wasOpen.current && active) void revalidate();
    wasOpen.current = live === 'open';
  }, [live, active, revalidate]);
  useFallbackPolling(active && live !== 'open', BOOKINGS_REFRESH_MS, () => void revalidate());
  return live;
}
