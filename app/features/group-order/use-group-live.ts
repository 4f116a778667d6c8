import { useEffect, useRef, useState } from 'react';
import type { RealtimeStatus } from '../realtime/realtime-client';
import { useLiveEvent, useLiveStatus } from '../realtime/live-events';
import type { GroupMemberRef } from './member-cookie';
import { useFallbackPolling } from '../realtime/use-fallback-polling';

/** Contract §2.6/§2.7: GC2 and CT1 are asked every 5 s while the live channel cannot push. */
export const GROUP_POLL_MS = 5000;

/**
 * Keeps a group cart up to date (issue #16): `refresh` runs on every `cart.changed` of the group
 * pushed over the live channel, after a reconnect, and every 5 s while no channel is open
 * (contract §2.6/§2.7 polling as the fallback).
 *
 * - The owner's signed-in channel (RealtimeConnection) already carries their group's events.
 * - A member (a guest has no session) opens a socket of their own that `subscribe`s to the group
 *   with their member uuid; its code loads after the page (a lazy import).
 */
export function useOwnerGroupLive(cartId: number | null, refresh: () => void): void {
  const live = useLiveStatus();
  useLiveEvent('cart.changed', (event) => {
    if (cartId !== null && event.cart_id === cartId) refresh();
  });
  useLiveEvent('resync', () => cartId !== null && refresh());
  useFallbackPolling(cartId !== null && live !== 'open', GROUP_POLL_MS, refresh);
}

export function useMemberGroupLive(member: GroupMemberRef, active: boolean, refresh: () => void): void {
  const [status, setStatus] = useState<RealtimeStatus>('closed');
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const { uuid, cart_id: cartId } = member;
  useEffect(() => {
    if (!active) return;
    let client: { stop(): void } | undefined;
    let stopped = false;
    void import('../realtime/realtime-client').then(({ createRealtimeClient }) => {
      if (stopped) return;
      const started = createRealtimeClient({
        hello: () => ({ type: 'subscribe', cart_id: cartId, user_cart_uuid: uuid }),
        onEvent: (event) => {
          if (event.type === 'cart.changed' && event.cart_id === cartId) latest.current();
        },
        onResync: () => latest.current(),
        onStatus: setStatus,
        // Not a member any more: GC2 says why (kicked, placed, gone).
        onUnauthorized: () => latest.current(),
      });
      started.start();
      client = started;
    });
    return () => {
      stopped = true;
      client?.stop();
    };
  }, [active, uuid, cartId]);
  useFallbackPolling(active && status !== 'open', GROUP_POLL_MS, refresh);
}
