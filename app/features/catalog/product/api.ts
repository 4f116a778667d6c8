import type { Envelope } from '../../../../contract/http';
import type { ProductDetail } from '../../../../contract/products';
import type { ApiClient } from '../../../lib/api/client';

/** Calls of the product dialog (contract P2), one line each. */
export const productApi = {
  detail: (api: ApiClient, uuid: string, query: { currency_id?: number }) =>
    api.get<Envelope<ProductDetail>>(`rest/products/${encodeURIComponent(uuid)}`, query),
};
