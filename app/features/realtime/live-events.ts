import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEvent, RealtimeEventOf } from '../../../contract/realtime';
import type { RealtimeStatus } from './realtime-client';

/**
 * The page's one live channel as the features see it (issue #15): `RealtimeConnection` (mounted
 * once for signed-in customers) owns the socket and publishes here; the bell, the order page and
 * the chat subscribe by event type and read the status to know when to poll instead. `resync`
 * tells every subscriber to ask REST again (after a reconnect nothing is replayed). Tiny on
 * purpose: pages import it, the socket code loads with the connection's own chunk.
 */

type Listener = (event: RealtimeEvent) => void;
const listeners = new Map<string, Set<Listener>>();
const statusListeners = new Set<() => void>();
let status: RealtimeStatus = 'closed';

/** The event types a page can follow, plus `resync` (asked of everyone after a reconnect). */
export type LiveEventType = Exclude<RealtimeEvent['type'], 'ready' | 'pong' | 'resync'> | 'resync';
export type EventOf<T extends LiveEventType> = T extends 'resync' ? { type: 'resync' } : RealtimeEventOf<Exclude<T, 'resync'>>;

export function publishLiveEvent(event: RealtimeEvent): void {
  for (const listener of listeners.get(event.type) ?? []) listener(event);
}

export function setLiveStatus(next: RealtimeStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

export function subscribeLiveEvent<T extends LiveEventType>(type: T, listener: (event: EventOf<T>) => void): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  const wrapped = listener as Listener;
  set.add(wrapped);
  return () => set.delete(wrapped);
}

/** Calls the latest `handler` for every event of `type` while mounted. */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (event: EventOf<T>) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLiveEvent(type, (event) => latest.current(event)), [type]);
}

const subscribeStatus = (onChange: () => void) => {
  statusListeners.add(onChange);
  return () => statusListeners.delete(onChange);
};

/** 'open' while pushes arrive; otherwise features fall back to polling. 'closed' on the server. */
export const useLiveStatus = (): RealtimeStatus => useSyncExternalStore(subscribeStatus, () => status, () => 'closed');
