import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { useCart } from './cart-store';

/**
 * For signed-in customers, on every page with the shell: loads the server cart for the header's
 * count and carries local lines over to it (spec §4, contract §5.12 "Login carry-over"). A visitor
 * who signs in keeps the page's memory (the sign-in pages post forms that answer with redirects,
 * which React Router follows without a page load), so the lines added as a visitor are still in
 * the local cart here, right after the sign-in. The calls load in their own chunk; visitors
 * never download them.
 */
export function CartSync({ signedIn }: { signedIn: boolean }) {
  const { t, locale } = useTranslation();
  const currency = useRootStore((s) => s.currency);
  const hasLocalLines = useCart((s) => s.lines.length > 0);
  useEffect(() => {
    if (!signedIn) return;
    void Promise.all([import('./customer-cart'), import('../../lib/api/browser-client')]).then(([cart, { browserApiClient }]) => {
      const ctx = { api: browserApiClient('/api/v1', locale), currency, t };
      return hasLocalLines ? cart.carryOver(ctx) : cart.loadServerCartOnce(ctx);
    });
    // Only a change of session or of local lines asks again; the currency is the drawer's business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, hasLocalLines]);
  return null;
}
