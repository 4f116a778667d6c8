import { Suspense } from 'react';
import { loadOnSignedInPage } from '../../lib/signed-in-page';
import { lazyOnUse } from '../../ui/ServerHtml';
import { CartButtonView } from './CartButtonView';
import { cartCount, useCart } from './cart-store';

// Signed-in customers only: the server cart's count (visitors' pages do not load it).
const [loadCustomerCartButton, CustomerCartButton] = lazyOnUse(() => import('./CustomerCartButton'));
/** Loading before hydration on a signed-in page (lib/signed-in-page.ts). */
export const customerCartButtonLoading = loadOnSignedInPage(loadCustomerCartButton);

/**
 * The header's cart button with the number of items: the visitor's local cart, or the signed-in
 * customer's server cart (CustomerCartButton; CartSync loads that cart). Opens the cart drawer.
 * Decided against, for now: contract §5.12's "hide the cart button when SH9 fails for the cart's
 * shop at the current location". Comanda takes pickup orders wherever the customer is, so the
 * cart keeps its Checkout link; the checkout's zone check (O1) refuses delivery out of zone.
 */
export function CartButton({ signedIn }: { signedIn: boolean }) {
  const local = useCart(cartCount);
  if (!signedIn) return <CartButtonView count={local} />;
  // Loaded before hydration (see customerCartButtonLoading); after a sign-in in this page load,
  // an empty cart's button stands in while it loads (the server cart is loaded later anyway).
  return (
    <Suspense fallback={<CartButtonView count={0} />}>
      <CustomerCartButton />
    </Suspense>
  );
}
