import { useEffect, useMemo } from 'react';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { removeLine, setLine } from './cart-lines';
import { getCartStore, useCart } from './cart-store';
import { localCartView, serverCartView, type CartView } from './cart-view';
import { useServerCart } from './server-cart-store';
import { useShopMinimum } from './shop-minimum';
import { useSignedIn } from '../auth/use-signed-in';
import { useCartAdd, type CartAdd } from './use-cart-add';
import { useCustomerCart, type CustomerCart } from './use-customer-cart';

export type CartModel = CartAdd & {
  /** null while the customer's cart is loading (or failed: `failed`). */
  view: CartView | null;
  failed: boolean;
  signedIn: boolean;
  reload(): void;
  /** A line's new quantity; below the line's minimum removes it (contract §5.3). */
  setQuantity(key: string, quantity: number, minQty: number): void;
  remove(key: string): void;
  clear(): void;
};

/**
 * The cart the UI shows and edits, whatever its source: a visitor's local lines (cart-store.ts) or
 * the signed-in customer's server cart (customer-cart.ts). The customer's is loaded on first use
 * and again when the chosen currency changes (CT1 prices in it).
 */
export function useCartModel(): CartModel {
  const signedIn = useSignedIn();
  const customerCart = useCustomerCart();
  const { add, replace } = useCartAdd();
  const lines = useCart((s) => s.lines);
  const { cart, status, pending } = useServerCart((s) => s);
  const currencyId = useRootStore((s) => s.currency?.id);
  const rate = useRootStore((s) => s.currency?.rate);
  const stale = signedIn && (status === 'idle' || (status === 'ready' && cart !== null && currencyId !== undefined && cart.currency_id !== currencyId));
  useEffect(() => {
    if (stale) void customerCart().then(({ cart, ctx }) => cart.loadServerCart(ctx));
  }, [stale, customerCart]);

  const baseMinimum = useShopMinimum(signedIn ? null : (lines[0]?.shop_id ?? null));

  const view = useMemo(() => {
    if (!signedIn) return localCartView(lines, rate, baseMinimum);
    if (status !== 'ready') return null;
    return cart ? serverCartView(cart, pending) : localCartView([]);
  }, [signedIn, lines, cart, status, pending, rate, baseMinimum]);

  return useMemo((): CartModel => {
    const local = getCartStore().getState();
    const onServer = (call: (customer: CustomerCart) => unknown) => void customerCart().then(call);
    return {
      view,
      failed: signedIn && status === 'failed',
      signedIn,
      add,
      replace,
      reload: () => onServer(({ cart, ctx }) => cart.loadServerCart(ctx)),
      setQuantity: (key, quantity, minQty) => {
        if (quantity < minQty) {
          if (signedIn) onServer(({ cart, ctx }) => cart.removeServerLine(ctx, key));
          else removeLine(getCartStore(), key);
          return;
        }
        if (signedIn) return onServer(({ cart, ctx }) => cart.changeQuantity(ctx, key, quantity));
        const line = getCartStore()
          .getState()
          .lines.find((l) => l.id === key);
        if (line) setLine(getCartStore(), { ...line, quantity });
      },
      remove: (key) => (signedIn ? onServer(({ cart, ctx }) => cart.removeServerLine(ctx, key)) : removeLine(getCartStore(), key)),
      clear: () => (signedIn ? onServer(({ cart, ctx }) => cart.clearServerCart(ctx)) : local.clear()),
    };
  }, [view, signedIn, status, add, replace, customerCart]);
}
