import type { ProductSearchResult } from '../../../contract/products';
import type { ShopCard } from '../../../contract/shops';

/** Rows of each kind per results page. */
export const RESULTS_PER_KIND = 20;
/** Deeper pages are not worth a search query: nobody reads 50 pages of results. */
export const MAX_RESULTS_PAGE = 50;

/** `?page=` of the results page: a whole number from 1 to MAX_RESULTS_PAGE, else 1. */
export function readResultsPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_RESULTS_PAGE ? page : 1;
}

/** The results page of a term; page 1 has no `page` parameter, so it keeps one address. */
export function resultsPageHref(term: string, page: number): string {
  const params = new URLSearchParams({ q: term });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

/** A product on the results page: the dialog over the same term and page. */
export function productInResultsHref(term: string, page: number, product: Pick<ProductSearchResult, 'uuid'>): string {
  const params = new URLSearchParams({ q: term });
  if (page > 1) params.set('page', String(page));
  params.set('product', product.uuid);
  return `/search?${params.toString()}`;
}

export type ResultsPage = { page: number; lastPage: number; shops: ShopCard[]; products: ProductSearchResult[] };

/**
 * Pages loaded one after the other ("show more"), as one list per kind. A row that moved to a
 * later page between two reads (new shops, changed ranking) is shown once, where it came first.
 */
export function mergeResultsPages(pages: readonly ResultsPage[]): Omit<ResultsPage, 'page'> & { page: number } {
  const shopIds = new Set<number>();
  const productIds = new Set<string>();
  const last = pages[pages.length - 1]!;
  return {
    page: last.page,
    lastPage: last.lastPage,
    shops: pages.flatMap((p) => p.shops).filter((s) => !shopIds.has(s.id) && Boolean(shopIds.add(s.id))),
    products: pages.flatMap((p) => p.products).filter((p) => !productIds.has(p.uuid) && Boolean(productIds.add(p.uuid))),
  };
}
