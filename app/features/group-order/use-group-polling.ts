import { useEffect, useRef } from 'react';

/** Contract §2.6/§2.7: GC2 and CT1 are asked every 5 s while the live channel cannot push. */
export const GROUP_POLL_MS = 5000;

/**
 * Calls `refresh` every 5 s while `active` (the caller decides: a group to follow and no live
 * channel pushing its changes), and once when the tab comes back into view.
 */
export function useGroupPolling(active: boolean, refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') latest.current();
    }, GROUP_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && latest.current();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active]);
}
