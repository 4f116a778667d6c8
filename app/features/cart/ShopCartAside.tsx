import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { CART_SLOT_ATTRIBUTE } from './CartSlot';

// The cart's code loads only where the section shows (1140px and wider).
const ShopCartSection = lazy(() => import('./ShopCartSection'));

const WIDE = '(min-width: 1140px)';

/**
 * The shop page's cart section (an island in the page's server HTML): once the page runs in the
 * browser and is 1140px wide or more, the cart is drawn into the slot CartSlot left there.
 * Narrower screens use the header's cart button instead. `html` changes when another shop's page
 * replaces the content, with a new slot.
 */
export function ShopCartAside({ content, html }: { content: RefObject<HTMLElement | null>; html: unknown }) {
  // The slot, once the page is wide enough for it (null otherwise).
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setSlot(query.matches ? (content.current?.querySelector(`[${CART_SLOT_ATTRIBUTE}]`) ?? null) : null);
    // After this paint: the page's first frame never waits for the cart.
    const frame = requestAnimationFrame(update);
    query.addEventListener('change', update);
    return () => {
      cancelAnimationFrame(frame);
      query.removeEventListener('change', update);
    };
  }, [content, html]);
  if (!slot) return null;
  return (
    <Suspense fallback={null}>
      <ShopCartSection container={slot} />
    </Suspense>
  );
}
