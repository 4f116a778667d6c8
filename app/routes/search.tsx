import { useEffect } from 'react';
import { Form } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import type { ProductDetail } from '../../contract/products';
import { addressQuery, readChosenAddress } from '../features/address/chosen-address';
import { productApi } from '../features/catalog/product/api';
import { assertPage } from '../features/browse/list-request';
import { ProductDialogHost, skipProductParamRevalidation } from '../features/catalog/product/ProductDialogHost';
import { searchApi } from '../features/search/api';
import { ResultsPager } from '../features/search/ResultsPager';
import { SearchHistory } from '../features/search/SearchHistory';
import { SearchResultsList } from '../features/search/SearchResultsList';
import { productInResultsHref, readResultsPage, resultsPageHref, RESULTS_PER_KIND } from '../features/search/search-pages';
import { useMoreResults } from '../features/search/use-more-results';
import { endpoints } from '../lib/api/endpoints';
import { serverApiClient } from '../lib/api/server-client';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { readPreferences } from '../lib/preferences';
import { useRootStore } from '../lib/store/RootStoreProvider';
import { focusRing } from '../ui/styles';
import type { Route } from './+types/search';
import { withRouteErrors } from '../lib/api/route-errors';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

// Opening a product from the results only changes `?product`: the results stay.
export const shouldRevalidate = skipProductParamRevalidation;

/**
 * /search?q= — the results page of the header search: server-rendered, so the plain form works
 * without JavaScript. Shops and products near the chosen address (SH4, P3), `?page=` of each kind
 * (one page number for both; the pager goes on while either has more); `?product=` opens a
 * result in the product dialog, prefetched here so it shows without another request.
 */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = readResultsPage(url.searchParams.get('page'));
  const productUuid = url.searchParams.get('product');
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  const settings = Object.fromEntries((await endpoints.settings(api)).data.map((s) => [s.key, s.value]));
  const near = addressQuery(readChosenAddress(prefs.address, settings));
  const currency = { currency_id: prefs.currencyId };
  const none = { data: [], meta: { last_page: 1 } };
  const [shops, products, product] = await Promise.all([
    q ? searchApi.shops(api, { search: q, page, perPage: RESULTS_PER_KIND, ...near }) : none,
    q ? searchApi.products(api, { search: q, page, perPage: RESULTS_PER_KIND, ...near, ...currency }) : none,
    // A wrong or stale `?product=` must not break the results: the dialog says "not available".
    productUuid ? productApi.detail(api, productUuid, currency).then((r): ProductDetail | null => r.data, () => null) : null,
  ]);
  const lastPage = Math.max(shops.meta.last_page, products.meta.last_page);
  // Like the list pages: past the end is a 404, not an empty "nothing found".
  assertPage(page, lastPage);
  return {
    q,
    page,
    lastPage,
    shops: shops.data,
    products: products.data,
    product,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.q ? `${data.q} · Comanda` : 'Comanda' }, { name: 'robots', content: 'noindex' }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, page, product } = loaderData;
  const results = useMoreResults(q, loaderData);
  const currency = useRootStore((s) => s.currency);
  const addSearch = useRootStore((s) => s.addSearch);
  // Every search that reached the results page goes into the history (spec §5). On a full page
  // load this effect runs before the root store's restore (children's effects run first), which
  // would then overwrite the new entry; the restore reads localStorage synchronously, so waiting
  // one microtask is enough.
  useEffect(() => {
    if (q) queueMicrotask(() => addSearch(q));
  }, [q, addSearch]);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{q ? t('search.results_for', { query: q }) : t('search.title')}</h1>
      <Form action="/search" role="search" className="flex gap-2">
        <input
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          className={`h-12 min-w-0 flex-1 rounded-full border border-line bg-surface-raised px-5 ${focusRing}`}
        />
        <button type="submit" className={`rounded-full bg-brand px-5 font-semibold text-brand-ink hover:opacity-90 ${focusRing}`}>
          {t('search.submit')}
        </button>
      </Form>
      {q ? (
        <>
          <SearchResultsList
            term={q}
            shops={results.shops}
            products={results.products}
            currency={currency}
            productHref={(p) => productInResultsHref(q, page, p)}
          />
          <ResultsPager
            nextHref={results.nextHref}
            previousHref={page > 1 ? resultsPageHref(q, page - 1) : null}
            loading={results.loading}
            onMore={results.loadNext}
          />
        </>
      ) : (
        <SearchHistory />
      )}
      <ProductDialogHost product={product} />
    </main>
  );
}
