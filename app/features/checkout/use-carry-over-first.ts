import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useCart } from '../cart/cart-store';
import { useCustomerCart } from '../cart/use-customer-cart';

/**
 * Issue #23 (a customer was charged for 3 × a dish while checkout showed 2 ×): a visitor who signs
 * in from checkout lands here through the login form's redirect, and this page's loader priced the
 * account's server cart *before* the lines added as a visitor were carried over to it (CartSync
 * mounts only once the navigation has landed signed in). So while local lines wait, the page shows
 * no totals: it runs the carry-over (the same one CartSync starts; customer-cart.ts shares it),
 * then asks its loader again, and only then shows the form (with the loader's new data). Answers
 * true while that is under way.
 * A carry-over that fails (server unreachable) still ends the wait; O2's order guard
 * (`expected_total`) then refuses an order whose cart differs from the one shown.
 */
export function useCarryOverFirst(loaderData: unknown): boolean {
  const waiting = useCart((s) => s.lines.length > 0);
  const customerCart = useCustomerCart();
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<'idle' | 'busy' | 'done'>('idle');
  // The page's data from before the carry-over: never shown. The revalidation's answer comes in a
  // transition that may land after "done", so the wait ends when the data has changed, not then.
  const [stale, setStale] = useState<unknown>(null);
  if (waiting && phase === 'idle') {
    setPhase('busy');
    setStale(loaderData);
  }
  const started = useRef(false);
  useEffect(() => {
    if (phase !== 'busy' || started.current) return;
    started.current = true;
    void customerCart()
      .then(({ cart, ctx }) => cart.carryOver(ctx))
      .then(() => revalidator.revalidate())
      .then(
        () => setPhase('done'),
        () => {
          // Not asked again (offline…): the page as it is; O2's guard still checks what it shows.
          setStale(null);
          setPhase('done');
        },
      );
    // The revalidator changes with every navigation state; the run is once per page visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, customerCart]);
  return phase === 'busy' || (phase === 'done' && stale !== null && loaderData === stale);
}
