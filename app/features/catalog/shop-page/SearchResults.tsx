import type { Currency } from '../../../../contract/presentation';
import type { ProductSummary } from '../../../../contract/products';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { ProductGrid } from './ProductCard';

/** Products of the shop matching `?q=`, best matches first. */
type Props = { query: string; products: ProductSummary[]; hrefOf: (uuid: string) => string; currency: Currency | null };

export function SearchResults({ query, products, hrefOf, currency }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="search-results-title" className="mt-6">
      <h2 id="search-results-title" className="text-xl font-bold">
        {t('shop_page.search_results', { query })}
      </h2>
      {products.length ? (
        <ProductGrid products={products} hrefOf={hrefOf} currency={currency} />
      ) : (
        <p className="mt-4 rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">{t('shop_page.search_empty')}</p>
      )}
    </section>
  );
}
