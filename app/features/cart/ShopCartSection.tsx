import { createPortal } from 'react-dom';
import { CartContents } from './CartContents';
import { useCartModel } from './use-cart';

/** The cart in the shop page's aside (lazy chunk), drawn into the server HTML's slot. */
export default function ShopCartSection({ container }: { container: Element }) {
  const model = useCartModel();
  return createPortal(<CartContents model={model} />, container);
}
