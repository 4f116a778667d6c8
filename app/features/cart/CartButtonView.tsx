import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLazyDialog } from '../../ui/overlay/use-lazy-dialog';
import { CountBadge } from '../../ui/header/CountBadge';
import { iconButton } from '../../ui/styles';

// The drawer, the cart's calls and the dialog code load on the first tap.
const CartDrawer = lazy(() => import('./CartDrawer'));

/** The button and badge for `count` items, and the drawer it opens. */
export function CartButtonView({ count }: { count: number }) {
  const { t } = useTranslation();
  const dialog = useLazyDialog();
  return (
    <>
      <button
        type="button"
        className={`relative ${iconButton}`}
        aria-label={count ? t('cart.open_count', { count }) : t('cart.open')}
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
        data-testid="cart-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current" strokeWidth="1.8">
          <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" strokeLinejoin="round" />
          <circle cx="9.5" cy="19.5" r="1.3" />
          <circle cx="17" cy="19.5" r="1.3" />
        </svg>
        <CountBadge count={count} />
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <CartDrawer open={dialog.open} onOpenChange={dialog.setOpen} />
        </Suspense>
      )}
    </>
  );
}
