import { useMemo } from 'react';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { useSignedIn } from '../auth/use-signed-in';
import { getCartStore, type NewCartLine } from './cart-store';
import { readMemberFromDocument } from '../group-order/member-cookie';
import type { AddOutcome, CustomerCartContext } from './customer-cart';

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

export type CartAdd = {
  /** Adds a line (the product dialog); `replace-needed` when another shop's lines are in the cart. */
  add(line: NewCartLine): Promise<AddOutcome>;
  /** The replace prompt's "yes": empties the cart, then adds the line. */
  replace(line: NewCartLine): Promise<AddOutcome>;
};

/**
 * Adding to the cart, whatever its source, without the code that shows the cart (use-cart.ts):
 * the product dialog needs only this, and its route counts every byte (issue #4's budget).
 */
export function useCartAdd(): CartAdd {
  const signedIn = useSignedIn();
  const customerCart = useCustomerCart();
  return useMemo((): CartAdd => {
    const put = (line: NewCartLine, replace: boolean): Promise<AddOutcome> => {
      // A group member (cookie `member`, issue #16) adds to their part of the group (GC3); another
      // shop's product is refused with "leave the group first". Once the group has ended for them,
      // their own cart takes the line as usual.
      const member = typeof document === 'undefined' ? null : readMemberFromDocument(document.cookie);
      if (member) {
        return Promise.all([import('../group-order/member-cart'), customerCart()]).then(async ([calls, { ctx }]) => {
          const outcome = await calls.addMemberLine(ctx, member, line);
          return outcome.status === 'not-member' ? own(line, replace) : outcome;
        });
      }
      return own(line, replace);
    };
    const own = (line: NewCartLine, replace: boolean): Promise<AddOutcome> => {
      if (signedIn) return customerCart().then(({ cart, ctx }) => (replace ? cart.replaceWithLine : cart.addLine)(ctx, line));
      const local = getCartStore().getState();
      if (replace) local.replaceWith(line);
      return Promise.resolve({
        status: replace || local.add(line).status === 'added' ? 'added' : 'replace-needed',
      });
    };
    return {
      add: (line) => put(line, false),
      replace: (line) => put(line, true),
    };
  }, [signedIn, customerCart]);
}
