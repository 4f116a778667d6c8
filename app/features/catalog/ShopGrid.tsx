import type { ShopCard as ShopCardData } from '../../../contract/shops';
import { ShopCard } from './ShopCard';

/** The first row loads its images eagerly (they are the largest paint); the rest lazily. */
const EAGER_IMAGES = 4;

export function ShopGrid({ shops }: { shops: ShopCardData[] }) {
  return (
    <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {shops.map((shop, i) => (
        <li key={shop.id}>
          <ShopCard shop={shop} eager={i < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
