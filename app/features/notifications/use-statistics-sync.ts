import { useCallback, useEffect } from 'react';
import { browserApiClient } from '../../lib/api/browser-client';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLiveEvent, useLiveStatus } from '../realtime/live-events';
import { useFallbackPolling } from '../realtime/use-fallback-polling';
import { resetStatistics, setStatistics } from './notification-counts';
import { loadStatistics } from './notifications-api';

/** Spec §9: statistics every 10 s — here only while the live channel is not pushing them. */
export const STATISTICS_POLL_MS = 10_000;

/**
 * Keeps the unread counts (notification-counts.ts) current for a signed-in customer: loaded once
 * after hydration, replaced by every push ('notification' carries the new counts,
 * 'notification.statistics' follows reads in other tabs), asked again on 'resync', and polled
 * every 10 s while the channel is down and the tab is visible (a tab coming back asks at once).
 * Forgotten on unmount, i.e. when the session ends.
 */
export function useStatisticsSync() {
  const apiBase = useBrowserApiBase();
  const { locale } = useTranslation();
  const live = useLiveStatus();
  const load = useCallback(() => loadStatistics(browserApiClient(apiBase, locale)), [apiBase, locale]);

  useEffect(() => resetStatistics, []);
  useEffect(() => {
    void load();
  }, [load]);
  useLiveEvent('notification', (event) => setStatistics(event.statistics));
  useLiveEvent('notification.statistics', (event) => setStatistics(event.statistics));
  useLiveEvent('resync', () => void load());

  useFallbackPolling(live !== 'open', STATISTICS_POLL_MS, () => void load());
}
