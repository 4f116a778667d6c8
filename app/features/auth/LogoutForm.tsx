import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { markLoggingOut } from '../../lib/api/logout-in-progress';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { getCartStore } from '../cart/cart-store';
import { resetServerCart } from '../cart/server-cart-store';

/**
 * Posts to the logout action (routes/logout.ts, which lists all that logout resets, spec §4).
 * Before it goes, the browser's own state of the customer is reset: liked shops and search history
 * (the persisted root store), the local cart and the browser's copy of the server cart.
 */
export function LogoutForm({ children, className, onLogout }: { children: ReactNode; className?: string; onLogout?: () => void }) {
  const resetForLogout = useRootStore((s) => s.resetForLogout);
  return (
    <Form
      method="post"
      action="/logout"
      onSubmit={() => {
        markLoggingOut();
        resetForLogout();
        getCartStore().getState().clear();
        resetServerCart();
        onLogout?.();
      }}
      className={className}
    >
      {children}
    </Form>
  );
}
