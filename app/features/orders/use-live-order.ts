import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useLiveEvent, useLiveStatus } from '../realtime/live-events';
import type { RealtimeStatus } from '../realtime/realtime-client';

/** Contract §5.12: without the live channel the order page asks again every 5 s while the order moves. */
export const ORDER_REFRESH_MS = 5_000;

/**
 * Keeps an order page current (issue #15). With the live channel open, the page's data is asked
 * again when a push says this order moved (and after a reconnect, when pushes may have been
 * missed); nothing is polled. With the channel down (connecting, closed, a proxy without
 * WebSockets) it falls back to asking every 5 s while `active` and the tab is visible (a hidden
 * tab asks nothing; coming back asks at once). Returns the channel's state for the page to show.
 */
export function useLiveOrder(orderId: number, active: boolean): RealtimeStatus {
  const { revalidate, state } = useRevalidator();
  const live = useLiveStatus();
  useLiveEvent('order.status', (event) => {
    if (event.order.id === orderId) void revalidate();
  });
  useLiveEvent('resync', () => void revalidate());
  // A move made between the page's render and the channel opening was pushed to nobody: ask once
  // when the channel opens (the first time too, not only after reconnects).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (live === 'open' && !wasOpen.current && active) void revalidate();
    wasOpen.current = live === 'open';
  }, [live, active, revalidate]);

  const polling = active && live !== 'open';
  useEffect(() => {
    if (!polling) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') timer = setTimeout(() => void revalidate(), ORDER_REFRESH_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void revalidate();
      else clearTimeout(timer);
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // `state` re-arms the timer after each reload finishes.
  }, [polling, revalidate, state]);
  return live;
}
