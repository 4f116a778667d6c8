import type { ReactNode } from 'react';
import type { ShopCard as ShopCardData } from '../../../contract/shops';
import { ShopCard } from './ShopCard';

/**
 * Shop cards in 1–4 columns. `atTop`: the grid starts above the fold (list pages), so the first
 * card's cover is the page's largest paint and is fetched first; every other picture is lazy.
 * Off where the grid sits lower (home's "all shops", below a promotion's picture): there a
 * fetched-first cover would only compete with what is on screen. `footerOf`: extra content per card.
 */
export function ShopGrid<T extends ShopCardData>({ shops, atTop = true, hrefOf, footerOf }: {
  shops: T[]; atTop?: boolean; hrefOf?: (shop: T) => string; footerOf?: (shop: T) => ReactNode;
}) {
  return (
    <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {shops.map((shop, i) => (
        <li key={shop.id}>
          <ShopCard shop={shop} priority={atTop && i === 0} href={hrefOf?.(shop)} footer={footerOf?.(shop)} />
        </li>
      ))}
    </ul>
  );
}
