import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CartContents } from './CartContents';
import { CART_SLOT_ATTRIBUTE } from './CartSlot';
import { useCartModel } from './use-cart';

const WIDE = '(min-width: 1140px)';

/**
 * The cart in the shop page's aside (lazy chunk): once the page is 1140px wide or more, the cart
 * is drawn into the slot CartSlot left in the server HTML. Narrower screens use the header's cart
 * button instead.
 */
export default function ShopCartSection({ content, html }: { content: RefObject<HTMLElement | null>; html: unknown }) {
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
  return slot ? <SlotCart slot={slot} /> : null;
}

function SlotCart({ slot }: { slot: Element }) {
  const model = useCartModel();
  // The live cart's own box replaces the slot's server HTML (the empty cart), before the paint.
  // The slot is not React's to keep: the shop page's body is server HTML React leaves alone.
  const [box] = useState(() => document.createElement('div'));
  useLayoutEffect(() => slot.replaceChildren(box), [slot, box]);
  return createPortal(<CartContents model={model} />, box);
}
