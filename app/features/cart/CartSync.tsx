import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { useCart } from './cart-store';
import { carryOver, customerCartContext, loadServerCart, loadServerCartOnce } from './customer-cart';
import { getServerCartStore, useServerCart } from './server-cart-store';
import { useOwnerGroupLive } from '../group-order/use-group-live';

/**
 * For signed-in customers, on every page with the shell: carries local lines over to the server
 * cart (spec §4, contract §5.12 "Login carry-over") and, where the header shows the cart button
 * (`loadCount`), loads the server cart for its count. A visitor who signs in keeps the page's
 * memory (the sign-in pages post forms that answer with redirects, which React Router follows
 * without a page load), so the lines added as a visitor are still in the local cart here, right
 * after the sign-in. A lazy chunk (with the cart calls), mounted only while signed in: visitors
 * never download it.
 * When the session ends (logout) it unmounts and the browser's copy of the server cart is
 * forgotten, so the next customer to sign in in this page load gets theirs.
 */
/**
 * Signed out: nothing of a server cart is known any more; the next sign-in loads it. Here, not in
 * server-cart-store.ts, which every page loads (the shell's bytes are budgeted).
 */
function forgetServerCart() {
  if (getServerCartStore().getState().status !== 'idle') getServerCartStore().setState({ cart: null, status: 'idle', pending: {}, saving: 0 });
}

export default function CartSync({ loadCount }: { loadCount: boolean }) {
  const apiBase = useBrowserApiBase();
  const { t, locale } = useTranslation();
  const currency = useRootStore((s) => s.currency);
  const hasLocalLines = useCart((s) => s.lines.length > 0);
  const needed = hasLocalLines || loadCount;
  useEffect(() => forgetServerCart, []);
  useEffect(() => {
    if (!needed) return;
    const ctx = customerCartContext({ apiBase, locale, currency, t });
    void (hasLocalLines ? carryOver(ctx) : loadServerCartOnce(ctx));
    // Only a change of session, of local lines or of page frame asks again; the currency is the
    // drawer's business (it reloads the cart in the chosen one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed, hasLocalLines]);

  // A form post may have changed the server cart behind the store's back (placing an order
  // empties it, "order again" fills it): once such a post has landed, a cart already loaded is
  // asked again, so the header's count and the drawer follow.
  const navigation = useNavigation();
  const posted = useRef(false);
  useEffect(() => {
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') {
      posted.current = true;
      return;
    }
    if (navigation.state !== 'idle' || !posted.current) return;
    posted.current = false;
    if (getServerCartStore().getState().status === 'idle') return;
    void loadServerCart(customerCartContext({ apiBase, locale, currency, t }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigation.state, navigation.formMethod]);

  // A group order (issue #16): members join, choose and leave on their own devices. The owner's
  // cart follows them on the group's live events, else with CT1 every 5 s (contract §2.6).
  const groupId = useServerCart((s) => (s.cart?.group ? s.cart.id : null));
  useOwnerGroupLive(groupId, () => void loadServerCart(customerCartContext({ apiBase, locale, currency, t })));
  return null;
}
