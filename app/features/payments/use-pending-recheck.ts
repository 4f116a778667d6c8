import { useEffect, useState } from 'react';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';
import { useRevalidator } from 'react-router';
import { useFallbackPolling } from '../realtime/use-fallback-polling';
import { RECHECK_EVERY_MS, RECHECK_FOR_MS } from './payment-result';

/**
 * A pending payment's automatic re-check on the return page: while `pending`, the page's loader
 * runs again every few seconds (the server asks the provider each time) while the tab is
 * visible, for two minutes after the page opened; then it stops (`stopped`) and the page offers
 * "Check again" (`auto` false). Before the page's code runs there is no automatic check, so the server
 * render always shows the button (a plain link to the same address).
 */
export function usePendingRecheck(pending: boolean): { auto: boolean; stopped: boolean; checking: boolean; checkNow: () => void } {
  const revalidator = useRevalidator();
  const hydrated = useRenderedInBrowser();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setExpired(true), RECHECK_FOR_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  const auto = hydrated && pending && !expired;
  useFallbackPolling(auto, RECHECK_EVERY_MS, () => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  });
  return { auto, stopped: hydrated && pending && expired, checking: revalidator.state === 'loading', checkNow: () => void revalidator.revalidate() };
}
