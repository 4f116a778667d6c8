import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ProductSearchResult } from '../../../contract/products';
import type { ShopCard } from '../../../contract/shops';
import type { ChosenAddress } from '../address/chosen-address';
import { browserApiClient } from '../../lib/api/browser-client';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { searchApi } from './api';

/** Typing pauses this long before the API is asked (the brief: 300–400 ms). */
export const SEARCH_DEBOUNCE_MS = 350;
/** How many rows of each kind the as-you-type list shows. */
export const SUGGESTION_COUNT = 5;

export type SearchResults = { term: string; shops: ShopCard[]; products: ProductSearchResult[] };

export type SearchState = { status: 'idle' } | { status: 'loading'; term: string } | { status: 'done'; results: SearchResults } | { status: 'failed'; term: string };

type RootData = { address?: ChosenAddress };

/**
 * As-you-type search (SH4 + P3 with the chosen address): waits for a pause in typing, asks both
 * lists at once, and shows only the answer to the latest term.
 */
export function useSearchResults(term: string): SearchState {
  const apiBase = useBrowserApiBase();
  const { locale } = useTranslation();
  const currencyId = useRootStore((s) => s.currency?.id);
  const address = useRouteLoaderData<RootData>('root')?.address;
  const latitude = address?.location.latitude;
  const longitude = address?.location.longitude;
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const trimmed = term.trim();

  useEffect(() => {
    if (!trimmed) return;
    let live = true;
    const timer = setTimeout(() => {
      setState({ status: 'loading', term: trimmed });
      const api = browserApiClient(apiBase, locale);
      // Contract §1.2 `address[latitude]=…` (written out: chosen-address.ts would bring zod along).
      const near = latitude !== undefined && longitude !== undefined ? { address: { latitude, longitude } } : {};
      Promise.all([
        searchApi.shops(api, { search: trimmed, perPage: SUGGESTION_COUNT, ...near }),
        searchApi.products(api, { search: trimmed, perPage: SUGGESTION_COUNT, currency_id: currencyId, ...near }),
      ]).then(
        ([shops, products]) => live && setState({ status: 'done', results: { term: trimmed, shops: shops.data, products: products.data } }),
        () => live && setState({ status: 'failed', term: trimmed }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [trimmed, apiBase, locale, currencyId, latitude, longitude]);

  return trimmed ? state : { status: 'idle' };
}
