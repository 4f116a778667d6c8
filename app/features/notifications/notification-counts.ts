import { useSyncExternalStore } from 'react';
import type { NotificationStatistics } from '../../../contract/notifications';

/**
 * The signed-in customer's unread counts (contract N2) as the browser last heard them: the bell's
 * badge and the panel's tab badges read them. Tiny on purpose — the header imports it on every
 * page; what fills it (NotificationsLive: the first load, live pushes, the 10 s fallback poll)
 * loads lazily, for signed-in customers only. Never set on the server (its snapshot is `null`).
 *
 * `version` rises with every change, so a fetch that started before a push can tell that its
 * answer is older than what the store holds (`setStatistics(…, startedAt)`).
 */
let statistics: NotificationStatistics | null = null;
let version = 0;
const listeners = new Set<() => void>();

const emit = () => {
  version++;
  for (const listener of listeners) listener();
};

export const countsVersion = () => version;

/** `since`: the version when the request that answered `next` started; older answers lose. */
export function setStatistics(next: NotificationStatistics | null, since?: number): void {
  if (since !== undefined && since !== version) return;
  statistics = next;
  emit();
}

export const getStatistics = () => statistics;

/** Signed out (or the customer changed): nothing is known any more. */
export const resetStatistics = () => setStatistics(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useStatistics(): NotificationStatistics | null {
  return useSyncExternalStore(subscribe, getStatistics, () => null);
}

/** The bell's number: unread notifications of every type (0 until loaded). */
export function useUnreadTotal(): number {
  return useSyncExternalStore(subscribe, () => statistics?.notification ?? 0, () => 0);
}
