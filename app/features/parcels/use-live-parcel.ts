import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useFallbackPolling } from '../realtime/use-fallback-polling';
import { useLiveEvent, useLiveStatus } from '../realtime/live-events';
import type { RealtimeStatus } from '../realtime/realtime-client';

/** Without the live channel the parcel page asks again every 5 s while the parcel moves (as orders, §5.12). */
export const PARCEL_REFRESH_MS = 5_000;

/**
 * Keeps a parcel page current: a `parcel.status` push for this parcel (or a `resync` after a
 * reconnect) asks the page's data again; the first time the channel opens it asks once (a move
 * made before was pushed to nobody). With the channel down it polls while `active` and the tab
 * is visible (realtime/use-fallback-polling). Returns the channel's state for the page to show.
 */
export function useLiveParcel(parcelId: number, active: boolean): RealtimeStatus {
  const { revalidate } = useRevalidator();
  const live = useLiveStatus();
  useLiveEvent('parcel.status', (event) => {
    if (event.parcel.id === parcelId) void revalidate();
  });
  useLiveEvent('resync', () => void revalidate());
  const wasOpen = useRef(false);
  useEffect(() => {
    if (live === 'open' && !wasOpen.current && active) void revalidate();
    wasOpen.current = live === 'open';
  }, [live, active, revalidate]);
  useFallbackPolling(active && live !== 'open', PARCEL_REFRESH_MS, () => void revalidate());
  return live;
}
