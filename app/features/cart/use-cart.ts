import { useEffect, useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import type { loader as rootLoader } from '../../root';
import { getCartStore, useCart, type NewCartLine } from './cart-store';
import { localCartView, serverCartView, type CartView } from './cart-view';
import type { AddOutcome, CustomerCartContext } from './customer-cart';
import { useServerCart } from './server-cart-store';

/** Where the browser reaches the API (the cart never runs on the server). */
const API_BASE = '/api/v1';

/** Signed in = the root loader found the session cookies (spec §6: visitors keep a local cart). */
export function useSignedIn(): boolean {
  return Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
}

/** What a customer-cart call is made with, before its code has loaded. */
type CartCallParts = Omit<CustomerCartContext, 'api'> & { locale: string };

function useCartCallParts(): CartCallParts {
  const { t, locale } = useTranslation();
  const currency = useRootStore((s) => s.currency);
  return useMemo(() => ({ locale, currency, t }), [locale, currency, t]);
}

/**
 * The server cart's calls and the browser's API client, loaded on a signed-in customer's first
 * cart call: a visitor's cart is local, so a visitor's page (the product dialog) never loads them.
 * The calls keep their order: they queue inside customer-cart.ts once it has loaded.
 */
async function customerCart({ locale, currency, t }: CartCallParts) {
  const [cart, { browserApiClient }] = await Promise.all([import('./customer-cart'), import('../../lib/api/browser-client')]);
  const ctx: CustomerCartContext = { api: browserApiClient(API_BASE, locale), currency, t };
  return { cart, ctx };
}

export type CartModel = {
  /** null while the customer's cart is loading (or failed: `failed`). */
  view: CartView | null;
  failed: boolean;
  signedIn: boolean;
  reload(): void;
  /** Adds a line (the product dialog); `replace-needed` when another shop's lines are in the cart. */
  add(line: NewCartLine): Promise<AddOutcome>;
  /** The replace prompt's "yes": empties the cart, then adds the line. */
  replace(line: NewCartLine): Promise<AddOutcome>;
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
  const parts = useCartCallParts();
  const lines = useCart((s) => s.lines);
  const { cart, status, pending } = useServerCart((s) => s);
  const currencyId = parts.currency?.id;
  const stale = signedIn && (status === 'idle' || (status === 'ready' && cart !== null && currencyId !== undefined && cart.currency_id !== currencyId));
  useEffect(() => {
    if (stale) void customerCart(parts).then(({ cart, ctx }) => cart.loadServerCart(ctx));
  }, [stale, parts]);

  const view = useMemo(() => {
    if (!signedIn) return localCartView(lines);
    if (status !== 'ready') return null;
    return cart ? serverCartView(cart, pending) : localCartView([]);
  }, [signedIn, lines, cart, status, pending]);

  return useMemo((): CartModel => {
    const local = getCartStore().getState();
    return {
      view,
      failed: signedIn && status === 'failed',
      signedIn,
      reload: () => void customerCart(parts).then(({ cart, ctx }) => cart.loadServerCart(ctx)),
      add: (line) => {
        if (signedIn) return customerCart(parts).then(({ cart, ctx }) => cart.addLine(ctx, line));
        return Promise.resolve(local.add(line).status === 'added' ? { status: 'added' } : { status: 'replace-needed' });
      },
      replace: (line) => {
        if (signedIn) return customerCart(parts).then(({ cart, ctx }) => cart.replaceWithLine(ctx, line));
        local.replaceWith(line);
        return Promise.resolve({ status: 'added' });
      },
      setQuantity: (key, quantity, minQty) => {
        if (quantity < minQty) {
          if (signedIn) void customerCart(parts).then(({ cart, ctx }) => cart.removeServerLine(ctx, key));
          else local.remove(key);
          return;
        }
        if (signedIn) return void customerCart(parts).then(({ cart, ctx }) => cart.changeQuantity(ctx, key, quantity));
        const line = getCartStore().getState().lines.find((l) => l.id === key);
        if (line) local.set({ ...line, quantity });
      },
      remove: (key) => (signedIn ? void customerCart(parts).then(({ cart, ctx }) => cart.removeServerLine(ctx, key)) : local.remove(key)),
      clear: () => (signedIn ? void customerCart(parts).then(({ cart, ctx }) => cart.clearServerCart(ctx)) : local.clear()),
    };
  }, [view, signedIn, status, parts]);
}
