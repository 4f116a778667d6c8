import { useEffect } from 'react';
import { realtimeEvent } from '../../../contract/realtime';
import { endBrowserSession } from '../../lib/api/browser-client';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { publishLiveEvent, setLiveStatus } from './live-events';
import { createRealtimeClient } from './realtime-client';

/**
 * Opens the live channel for a signed-in customer and keeps it while the session lasts (root.tsx
 * mounts it in the browser only; a lazy chunk, so visitors never load it). The token is the
 * HttpOnly session cookie, sent with the upgrade. A reconnect asks every subscriber to resync.
 * A 4401 (the session ended elsewhere: logout in another tab, password change, revocation) ends
 * it here too, at once, the way a 401 from the API does (endBrowserSession) — unless this tab is
 * the one logging out (endBrowserSession knows: its logout lands where logout leads). A
 * channel that never let this page in (a storefront whose API_URL is another server) just stays
 * closed: the features fall back to polling.
 */
export default function RealtimeConnection() {
  const { locale } = useTranslation();
  useEffect(() => {
    const client = createRealtimeClient({
      lang: () => locale,
      onEvent: (raw) => {
        // Only what the contract describes reaches the features.
        const parsed = realtimeEvent.safeParse(raw);
        if (parsed.success) publishLiveEvent(parsed.data);
      },
      onResync: () => publishLiveEvent({ type: 'resync' }),
      onStatus: setLiveStatus,
      onUnauthorized: ({ wasReady }) => {
        // Never let in: no live channel here (the API is another server); the features poll.
        if (wasReady) endBrowserSession();
      },
    });
    client.start();
    return () => client.stop();
  }, [locale]);
  return null;
}
