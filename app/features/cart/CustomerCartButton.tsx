import { CartButtonView } from './CartButtonView';
import { serverCartCount, useServerCart } from './server-cart-store';

/** A signed-in customer's cart button (lazy chunk): the count of their server cart. */
export default function CustomerCartButton() {
  return <CartButtonView count={useServerCart((s) => serverCartCount(s.cart))} />;
}
