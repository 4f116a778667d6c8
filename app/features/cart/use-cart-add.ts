import { useMemo } from 'react';
import { useSignedIn } from '../auth/use-signed-in';
import { getCartStore, type NewCartLine } from './cart-store';
import { hasMemberCookie } from '../group-order/member-cookie-name';
import type { AddOutcome } from './customer-cart';
import { useCustomerCart } from './use-customer-cart';

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
      // their own cart takes the line as usual. The cookie is read with the group's code, which
      // only a page with such a cookie loads.
      if (typeof document !== 'undefined' && hasMemberCookie(document.cookie)) {
        return Promise.all([import('../group-order/member-cart'), customerCart()]).then(async ([calls, { ctx }]) => {
          const outcome = await calls.addLineAsCookieMember(ctx, line);
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
