import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { getCartStore } from '../cart/cart-store';

/**
 * Posts to the logout action (routes/logout.ts, which lists all that logout resets, spec §4).
 * Before it goes, the browser's own state of the customer is reset: liked shops and search history
 * (the persisted root store) and the local cart. A cached copy of the server cart, once the
 * ordering issue adds one, is dropped here too.
 */
export function LogoutForm({ children, className, onLogout }: { children: ReactNode; className?: string; onLogout?: () => void }) {
  const resetForLogout = useRootStore((s) => s.resetForLogout);
  return (
    <Form
      method="post"
      action="/logout"
      onSubmit={() => {
        resetForLogout();
        getCartStore().getState().clear();
        onLogout?.();
      }}
      className={className}
    >
      {children}
    </Form>
  );
}
