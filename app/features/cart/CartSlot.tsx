import { useTranslation } from '../../lib/i18n/I18nProvider';
import { CartEmpty } from './CartEmpty';

/** Marks where the shop page's cart section goes (ShopCartSection finds it in the server HTML). */
export const CART_SLOT_ATTRIBUTE = 'data-cart-slot';

/**
 * The shop page's cart section as the server draws it (the page is server HTML, decision 0005):
 * the frame and heading, shown from 1140px, with the empty cart. Its body is filled in the browser
 * by the cart island (ShopCartAside → ShopCartSection), which knows the visitor's or customer's
 * cart and takes the slot over. A visitor's cart is empty on every fresh page load (it lives in
 * memory), so the island's code loads only once lines are added. A signed-in customer's cart is on
 * the server: until the island has it, they read 'Loading your cart…', never a false 'empty'. The
 * HTML holds both and the document's `data-signed-in` (root.tsx) picks one in CSS (app.css), so
 * this HTML stays the same for everyone.
 */
export function CartSlot() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="shop-cart-title" className="hidden overflow-hidden rounded-2xl border border-line bg-surface-raised min-[1140px]:block">
      <h2 id="shop-cart-title" className="border-b border-line px-4 py-3 text-lg font-bold">
        {t('cart.title')}
      </h2>
      <div {...{ [CART_SLOT_ATTRIBUTE]: '' }} className="min-h-32">
        <div data-visitor-only="">
          <CartEmpty />
        </div>
        <p data-customer-only="" className="px-6 py-10 text-center text-ink-muted" role="status">
          {t('cart.loading')}
        </p>
      </div>
    </section>
  );
}
