import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useLiveEvent, useLiveStatus, type EventOf, type LiveEventType } from './live-events';
import type { RealtimeStatus } from './realtime-client';
import { useFallbackPolling } from './use-fallback-polling';

/** Contract §5.12: without the live channel a page that follows something asks again every 5 s. */
export const LIVE_PAGE_REFRESH_MS = 5_000;

/**
 * Keeps a page that follows something that moves (an order, a parcel, the customer's bookings)
 * current. With the live channel open, the page's data is asked again when a push of `type`
 * `concerns` the page (and after a reconnect, when pushes may have been missed); nothing is
 * polled. The first time the channel opens it asks once: a move made between the page's render
 * and the channel opening was pushed to nobody. With the channel down (connecting, closed, a
 * proxy without WebSockets) it polls every 5 s while `active` and the tab is visible
 * (use-fallback-polling). Returns the channel's state for the page to show.
 */
export function useLivePage<T extends LiveEventType>(type: T, concerns: (event: EventOf<T>) => boolean, active: boolean): RealtimeStatus {
  const { revalidate } = useRevalidator();
  const live = useLiveStatus();
  useLiveEvent(type, (event) => {
    if (concerns(event)) void revalidate();
  });
  useLiveEvent('resync', () => void revalidate());
  const wasOpen = useRef(false);
  useEffect(() => {
    if (live === 'open' && !wasOpen.current && active) void revalidate();
    wasOpen.current = live === 'open';
  }, [live, active, revalidate]);
  useFallbackPolling(active && live !== 'open', LIVE_PAGE_REFRESH_MS, () => void revalidate());
  return live;
}
