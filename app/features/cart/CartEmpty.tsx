import { useTranslation } from '../../lib/i18n/I18nProvider';

/**
 * "Your cart is empty", as the drawer and the shop page's cart section show it. The shop page's
 * server HTML holds it too (CartSlot), so a visitor's empty cart costs the page no JavaScript.
 */
export function CartEmpty() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-10 text-center" data-testid="cart-empty">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 fill-none stroke-current text-ink-muted" strokeWidth="1.4">
        <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" strokeLinejoin="round" />
        <circle cx="9.5" cy="19.5" r="1.3" />
        <circle cx="17" cy="19.5" r="1.3" />
      </svg>
      <p className="font-semibold">{t('cart.empty')}</p>
      <p className="text-sm text-ink-muted">{t('cart.empty_hint')}</p>
    </div>
  );
}
