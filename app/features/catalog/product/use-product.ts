import { useEffect, useState } from 'react';
import type { ProductDetail } from '../../../../contract/products';
import { productApi } from './api';

export type ProductLoad =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductDetail }
  | { status: 'missing' }
  | { status: 'failed' };

// A product seen once this page load is shown at once when it is opened again.
const seen = new Map<string, ProductDetail>();
const key = (uuid: string, locale: string, currencyId: number | undefined) => `${uuid}|${locale}|${currencyId ?? ''}`;

/**
 * P2 `rest/products/{uuid}?currency_id=` from the browser, unless the page's loader already sent
 * the product (then nothing is fetched). Answers that arrive after the visitor moved on are dropped.
 */
export function useProduct(
  uuid: string | null,
  { locale, currencyId, apiBase, initial }: { locale: string; currencyId: number | undefined; apiBase: string; initial?: ProductDetail | null },
): ProductLoad {
  const preloaded = initial && initial.uuid === uuid ? initial : undefined;
  const cached = uuid ? (seen.get(key(uuid, locale, currencyId)) ?? preloaded) : undefined;
  const [load, setLoad] = useState<{ key: string; value: ProductLoad } | null>(null);
  const current = uuid ? key(uuid, locale, currencyId) : '';

  useEffect(() => {
    if (!uuid || cached) return;
    let live = true;
    // The API client loads only when the browser has to fetch: a deep link arrives with the product.
    import('../../../lib/api/browser-client')
      .then((client) => productApi.detail(client.browserApiClient(apiBase, locale), uuid, { currency_id: currencyId }))
      .then(
      (res) => {
        seen.set(current, res.data);
        if (live) setLoad({ key: current, value: { status: 'ready', product: res.data } });
      },
      (error: unknown) => {
        const status = (error as { status?: number }).status;
        if (live) setLoad({ key: current, value: { status: status === 404 || status === 422 ? 'missing' : 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [uuid, cached, apiBase, locale, currencyId, current]);

  if (cached) return { status: 'ready', product: cached };
  return load?.key === current ? load.value : { status: 'loading' };
}
