import { Link } from 'react-router';
import type { Currency } from '../../../contract/presentation';
import type { ProductSearchResult } from '../../../contract/products';
import type { ShopCard } from '../../../contract/shops';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { focusRing } from '../../ui/styles';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';

type Props = {
  term: string;
  shops: ShopCard[];
  products: ProductSearchResult[];
  currency: Pick<Currency, 'symbol' | 'position'> | null;
  /** Where a product opens: the product dialog over the search results (`?product=`). */
  productHref(product: ProductSearchResult): string;
  onPick?(): void;
};

const row = `flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-line ${focusRing}`;

/** Shops and products found for a term, each a link (the shop page; the product dialog). */
export function SearchResultsList({ term, shops, products, currency, productHref, onPick }: Props) {
  const { t } = useTranslation();
  if (!shops.length && !products.length) {
    return <p className="px-2 py-4 text-center text-ink-muted">{t('search.empty', { query: term })}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {shops.length > 0 && (
        <section aria-labelledby="search-shops">
          <h2 id="search-shops" className="px-2 pb-1 text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t('search.shops')}
          </h2>
          <ul>
            {shops.map((shop) => (
              <li key={shop.id}>
                <Link to={`/shop/${shop.id}`} className={row} onClick={onPick}>
                  {shop.logo_img ? (
                    <StoredImage src={shop.logo_img} alt="" width={40} height={40} {...fixedWidth(40)} className="size-10 shrink-0 rounded-full bg-line object-cover" />
                  ) : (
                    <span aria-hidden="true" className="size-10 shrink-0 rounded-full bg-line" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{shop.translation?.title ?? shop.slug}</span>
                    {shop.translation?.description && <span className="block truncate text-sm text-ink-muted">{shop.translation.description}</span>}
                  </span>
                  <span className="shrink-0 text-sm" aria-label={t('shop.rating', { rating: shop.rating_avg.toFixed(1) })}>
                    <span aria-hidden="true" className="text-brand">★</span> {shop.rating_avg.toFixed(1)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {products.length > 0 && (
        <section aria-labelledby="search-products">
          <h2 id="search-products" className="px-2 pb-1 text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t('search.products')}
          </h2>
          <ul>
            {products.map((product) => {
              const price = product.stocks[0]?.total_price ?? product.stock?.total_price;
              return (
                <li key={product.uuid}>
                  <Link to={productHref(product)} className={row} onClick={onPick} preventScrollReset>
                    {product.img ? (
                      <StoredImage src={product.img} alt="" width={40} height={40} {...fixedWidth(40)} className="size-10 shrink-0 rounded-lg bg-line object-cover" />
                    ) : (
                      <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-line" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{product.translation?.title}</span>
                      <span className="block truncate text-sm text-ink-muted">{product.shop.translation?.title}</span>
                    </span>
                    {price !== undefined && <span className="shrink-0 text-sm font-semibold tabular-nums">{formatMoney(price, currency)}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
