import { useEffect, useRef } from 'react';

/**
 * The polling a feature falls back to while the live channel cannot push: `refresh` every `ms`
 * while `active` and the tab is visible, and once when the tab comes back into view. The caller
 * decides `active` (typically: something to follow, and the channel not open). Used by the
 * notification counts (10 s, spec §9) and group carts (5 s, contract §2.6/§2.7).
 */
export function useFallbackPolling(active: boolean, ms: number, refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!active) return;
    const visible = () => document.visibilityState === 'visible';
    const timer = setInterval(() => {
      if (visible()) latest.current();
    }, ms);
    const onVisible = () => {
      if (visible()) latest.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, ms]);
}
