import type { ProductSearchResult } from '../../../contract/products';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { SearchHistory, searchHref } from './SearchHistory';
import { SearchResultsList } from './SearchResultsList';
import { useSearchResults } from './use-search-results';

/** A product found while typing opens in the dialog over the results page for the same term. */
export const productInSearchHref = (term: string, product: Pick<ProductSearchResult, 'uuid'>) =>
  `${searchHref(term)}&product=${encodeURIComponent(product.uuid)}`;

/**
 * What the header search shows under its field: the history while the field is empty, then the
 * shops and products found as the visitor types. Picking anything saves the term in the history.
 */
export function SearchSuggestions({ term, onDone, onCleared }: { term: string; onDone(): void; onCleared(): void }) {
  const { t } = useTranslation();
  const state = useSearchResults(term);
  const currency = useRootStore((s) => s.currency);
  const addSearch = useRootStore((s) => s.addSearch);
  const pick = () => {
    addSearch(term);
    onDone();
  };
  if (state.status === 'idle') return <SearchHistory onPick={onDone} onCleared={onCleared} />;
  if (state.status === 'done') {
    const { results } = state;
    return (
      <SearchResultsList
        term={results.term}
        shops={results.shops}
        products={results.products}
        currency={currency}
        productHref={(p) => productInSearchHref(results.term, p)}
        onPick={pick}
      />
    );
  }
  return (
    <p role="status" className="px-2 py-4 text-center text-ink-muted">
      {state.status === 'loading' ? t('search.loading') : t('error.title')}
    </p>
  );
}
