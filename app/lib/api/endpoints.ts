import type { Envelope, Paginated } from '../../../contract/http';
import type { Currency, Language, Setting, TranslationBundle } from '../../../contract/presentation';
import type { ShopCard, ShopListQuery } from '../../../contract/shops';
import type { ApiClient } from './client';

/** Typed calls of the contract used by the storefront, one line each (paths as in the contract). */
export const endpoints = {
  settings: (api: ApiClient) => api.get<Envelope<Setting[]>>('rest/settings'),
  activeLanguages: (api: ApiClient) => api.get<Envelope<Language[]>>('rest/languages/active'),
  activeCurrencies: (api: ApiClient) => api.get<Envelope<Currency[]>>('rest/currencies/active'),
  translations: (api: ApiClient, lang: string) =>
    api.get<Envelope<TranslationBundle>>('rest/translations/paginate', { lang }),
  shops: (api: ApiClient, query: ShopListQuery) => api.get<Paginated<ShopCard>>('rest/shops/paginate', { ...query }),
};
