import type { Currency } from '../../../../contract/presentation';
import type { ProductSummary } from '../../../../contract/products';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { formatMoney } from '../../../lib/money';
import { StoredImage } from '../../../ui/StoredImage';
import { focusRing } from '../../../ui/styles';

/** Demo product pictures are 600×600. */
const PRODUCT_IMAGE = 600;

/**
 * A 96px thumbnail beside the text on phones; from `sm` the card's full width: two columns
 * (≤ ~370px), three (≤ ~325px), then beside the 18rem info column three (~260px) and four (~190px).
 */
const PRODUCT_CARD_LAYOUT = {
  sizes: '(min-width: 1280px) 190px, (min-width: 1024px) 260px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 96px',
  maxWidth: 370,
};

/**
 * A product of the menu: picture, name, short description and price (already in the chosen
 * currency). Prices come converted by the server (`currency_id`). The whole card links to `?product={uuid}`, which opens the product dialog.
 */
export function ProductCard({ product, href, currency }: { product: ProductSummary; href: string; currency: Currency | null }) {
  const { t } = useTranslation();
  const stock = product.stock;
  const title = product.translation?.title ?? '';
  const soldOut = !stock || stock.quantity <= 0;
  return (
    <a
      href={href}
      className={`group flex h-full gap-3 rounded-2xl border border-line bg-surface-raised p-3 transition hover:shadow-md sm:flex-col ${focusRing}`}
    >
      <div className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-line sm:aspect-square sm:size-auto sm:w-full">
        {product.img && (
          <StoredImage
            src={product.img}
            alt=""
            width={PRODUCT_IMAGE}
            height={PRODUCT_IMAGE}
            {...PRODUCT_CARD_LAYOUT}
            className={`size-full object-cover transition group-hover:scale-105 ${soldOut ? 'opacity-60' : ''}`}
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-semibold leading-snug">{title}</h3>
        {product.translation?.description && (
          <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{product.translation.description}</p>
        )}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          {stock && <span className="font-semibold">{formatMoney(stock.total_price, currency)}</span>}
          {stock && stock.discount > 0 && (
            <del className="text-sm text-ink-muted">
              <span className="sr-only">{t('shop_page.old_price')} </span>
              {formatMoney(stock.total_price + stock.discount, currency)}
            </del>
          )}
          {soldOut && <span className="text-sm font-medium text-negative">{t('shop_page.out_of_stock')}</span>}
        </p>
      </div>
    </a>
  );
}

/** A grid of product cards; `hrefOf` builds each card's `?product=` link. */
export function ProductGrid({ products, hrefOf, currency }: { products: ProductSummary[]; hrefOf: (uuid: string) => string; currency: Currency | null }) {
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} href={hrefOf(p.uuid)} currency={currency} />
        </li>
      ))}
    </ul>
  );
}
