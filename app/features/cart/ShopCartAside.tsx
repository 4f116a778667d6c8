import { lazy, Suspense, useState, type RefObject } from 'react';
import { useSignedIn } from '../auth/use-signed-in';
import { useCart } from './cart-store';

// The section's code (the slot finder and the cart) loads only once there is a cart to show.
const ShopCartSection = lazy(() => import('./ShopCartSection'));

/**
 * The shop page's cart section (an island in the page's server HTML). A visitor's empty cart is
 * the slot's server HTML (CartSlot), so the section's code loads once the visitor adds a line; a
 * customer's cart is on the server and is always asked for. Once loaded, the section stays and
 * owns the slot (it shows the empty cart itself when the lines go). `html` changes when another
 * shop's page replaces the content, with a new slot.
 */
export function ShopCartAside({ content, html }: { content: RefObject<HTMLElement | null>; html: unknown }) {
  const signedIn = useSignedIn();
  const hasLines = useCart((s) => s.lines.length > 0);
  const [needed, setNeeded] = useState(false);
  if ((signedIn || hasLines) && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ShopCartSection content={content} html={html} />
    </Suspense>
  );
}
