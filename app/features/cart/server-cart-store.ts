import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Cart } from '../../../contract/cart';
import { perPageLoad } from '../../lib/per-page-load';

/**
 * The signed-in customer's server cart as the browser last saw it (contract §2.6): every write
 * answers the whole cart, which replaces this copy. Small on purpose — the header's badge reads
 * it on every page; the calls that fill it (customer-cart.ts) load with the cart's own chunk.
 * Never saved (spec §3: "Cart and userCart are never saved").
 */
export type ServerCartState = {
  /** null: not loaded yet, or the customer has no cart (CT1 answers 404). */
  cart: Cart | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Quantities chosen in the cart but not sent yet (400 ms debounce), by cart-detail id. */
  pending: Record<string, number>;
  /** A write is on its way (the UI may show it busy). */
  saving: number;
};

export function createServerCartStore() {
  return createStore<ServerCartState>()(() => ({ cart: null, status: 'idle', pending: {}, saving: 0 }));
}

export type ServerCartStore = ReturnType<typeof createServerCartStore>;

/** One per page load in the browser; a fresh one per server render. */
export const getServerCartStore: () => ServerCartStore = perPageLoad(createServerCartStore);

export function useServerCart<T>(selector: (state: ServerCartState) => T): T {
  return useStore(getServerCartStore(), selector);
}

/** Items for the badge: the customer's main lines' quantities (gifts not counted). */
export function serverCartCount(cart: Cart | null): number {
  if (!cart) return 0;
  const own = cart.user_carts.find((u) => u.user_id === cart.owner_id) ?? cart.user_carts[0];
  return (own?.cartDetails ?? []).reduce((n, d) => n + (d.bonus ? 0 : d.quantity), 0);
}

/**
 * Logout (spec §4 resets the server cart): the browser's copy goes at once. It is left "ready and
 * empty", not "idle", because the page still counts as signed in until the logout post has landed,
 * and an idle cart would be loaded again with the token being ended (its 401 would send the
 * customer to the login page). Once signed out, CartSync unmounts and sets it back to idle
 * (`forgetServerCart` in CartSync.tsx), so the next customer to sign in in this page load gets theirs.
 */
export function resetServerCart() {
  getServerCartStore().setState({ cart: null, status: 'ready', pending: {}, saving: 0 });
}
