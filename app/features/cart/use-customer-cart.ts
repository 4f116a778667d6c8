import { useMemo } from 'react';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import type { CustomerCartContext } from './customer-cart';

// A module of its own: the product dialog (use-cart-add) and the shop page's "Start group order"
// both use it, and a page with only the second must not load the first's chunk for it.

/** The customer cart's calls (customer-cart.ts) with what they are made with. */
export type CustomerCart = { cart: typeof import('./customer-cart'); ctx: CustomerCartContext };

/**
 * Loads the server cart's calls (with the browser's API client) on a signed-in customer's first
 * cart call: a visitor's cart is local, so a visitor's page (the product dialog) never downloads
 * them. The calls keep their order: they queue inside customer-cart.ts once it has loaded.
 */
export function useCustomerCart(): () => Promise<CustomerCart> {
  const apiBase = useBrowserApiBase();
  const { t, locale } = useTranslation();
  const currency = useRootStore((s) => s.currency);
  return useMemo(
    () => () => import('./customer-cart').then((cart) => ({ cart, ctx: cart.customerCartContext({ apiBase, locale, currency, t }) })),
    [apiBase, locale, currency, t],
  );
}

