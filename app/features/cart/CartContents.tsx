import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { focusRing, pillLink } from '../../ui/styles';
import { checkoutHref, shortfall } from './cart-view';
import { CartEmpty } from './CartEmpty';
import { CartLineItem } from './CartLineItem';
import type { CartModel } from './use-cart';
import { useServerCart } from './server-cart-store';

// A group order's members (issue #16): loaded only when the customer's cart is a group.
const OwnerGroupSection = lazy(() => import('../group-order/OwnerGroupSection'));

type Props = {
  model: CartModel;
  /** The drawer closes when the customer goes to checkout. */
  onNavigate?: () => void;
};

/**
 * The cart as the drawer and the shop page's cart section show it: lines, total, "Clear cart"
 * and "Checkout". A customer's total is the server's `cart.total_price` (contract §5.1); a
 * visitor's is a display sum of the prices seen when adding. Below the shop's minimum order the
 * shortfall is said and "Checkout" is switched off, with the reason as its description.
 */
export function CartContents({ model, onNavigate }: Props) {
  const { t } = useTranslation();
  const currency = useRootStore((s) => s.currency);
  const { view } = model;
  const minimumId = useId();
  const groupCart = useServerCart((s) => (model.signedIn && s.cart?.group ? s.cart : null));
  if (model.failed) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="alert">
        <p>{t('cart.load_failed')}</p>
        <button type="button" className={pillLink} onClick={model.reload}>
          {t('cart.retry')}
        </button>
      </div>
    );
  }
  if (!view) {
    return (
      <p className="px-6 py-10 text-center text-ink-muted" role="status">
        {t('cart.loading')}
      </p>
    );
  }
  // A group with no lines of the owner's own still shows its members (and the way to cancel it).
  const shopId = view.shopId ?? groupCart?.shop_id ?? null;
  if ((!view.lines.length && !groupCart) || shopId === null) return <CartEmpty />;
  const missing = shortfall(view);
  // A group nobody has chosen anything in yet has nothing to check out.
  const groupEmpty = Boolean(groupCart?.user_carts.every((part) => part.cartDetails.length === 0));
  const checkout = `ms-auto rounded-full bg-brand px-5 py-2.5 text-center font-semibold text-brand-ink ${focusRing}`;
  return (
    // Full height of the drawer, so the total and the actions sit at its bottom edge.
    <div className="flex min-h-full flex-col">
      {/* In a group order the owner's own lines are one part among the members'. */}
      {groupCart && view.lines.length > 0 && <h3 className="px-4 pt-3 font-bold">{t('group.you')}</h3>}
      <ul className="divide-y divide-line px-4" aria-label={t('cart.title')}>
        {view.lines.map((line) => (
          <CartLineItem key={line.key} line={line} currency={currency} onQuantity={(q) => model.setQuantity(line.key, q, line.minQty)} />
        ))}
      </ul>
      {groupCart && (
        <Suspense fallback={null}>
          <OwnerGroupSection cart={groupCart} />
        </Suspense>
      )}
      <div className="sticky bottom-0 mt-auto flex flex-col gap-3 border-t border-line bg-surface-raised p-4">
        <p className="flex items-baseline justify-between text-lg font-bold">
          <span>{t('cart.total')}</span>
          <span className="tabular-nums" data-testid="cart-total">
            {formatMoney(view.total, currency)}
          </span>
        </p>
        {view.source === 'local' && <p className="-mt-2 text-xs text-ink-muted">{t('cart.local_note')}</p>}
        {missing > 0 && (
          <p id={minimumId} className="rounded-xl border border-negative/40 px-3 py-2 text-sm text-negative" data-testid="cart-minimum">
            {t('cart.min_amount', { minimum: formatMoney(view.minAmount, currency), shortfall: formatMoney(missing, currency) })}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {/* A group's "Cancel group" (in its section) is the same CT4. */}
          {!groupCart && (
            <button type="button" className={`${pillLink} text-sm`} onClick={model.clear}>
              {t('cart.clear')}
            </button>
          )}
          {groupEmpty ? (
            <button type="button" disabled className={`${checkout} cursor-not-allowed opacity-60`}>
              {t('cart.checkout')}
            </button>
          ) : missing > 0 ? (
            <button type="button" disabled aria-describedby={minimumId} className={`${checkout} cursor-not-allowed opacity-60`}>
              {t('cart.checkout')}
            </button>
          ) : (
            <Link to={checkoutHref(shopId)} onClick={onNavigate} className={`${checkout} hover:opacity-90`}>
              {t('cart.checkout')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
