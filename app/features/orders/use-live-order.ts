import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** Contract §5.12: the order page asks again every 5 s while the order is moving. */
export const ORDER_REFRESH_MS = 5_000;

/**
 * Reloads the page's data every 5 s while `active` and the tab is visible (a hidden tab asks
 * nothing; coming back asks at once). The realtime channel can replace this when it exists.
 */
export function useLiveOrder(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
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
  }, [active, revalidate, state]);
}
