import { useEffect, useState } from 'react';
import type { Envelope } from '../../../contract/http';
import type { ShopDetail } from '../../../contract/shops';
import { browserApiClient } from '../../lib/api/browser-client';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';

const known = new Map<number, Promise<number>>();

/** SH2's `min_amount` (base currency; 0 when the shop cannot be read: the server decides anyway). */
function fetchMinimum(apiBase: string, locale: string, shopId: number): Promise<number> {
  let minimum = known.get(shopId);
  if (!minimum) {
    minimum = browserApiClient(apiBase, locale)
      .get<Envelope<Pick<ShopDetail, 'min_amount'>>>(`rest/shops/${shopId}`)
      .then((r) => r.data.min_amount, () => 0);
    known.set(shopId, minimum);
  }
  return minimum;
}

/**
 * A visitor's cart has no server figures: the minimum order of its shop (issue #23) is read once
 * per page load from the shop's own answer (SH2), in the base currency. `null` shop → 0.
 */
export function useShopMinimum(shopId: number | null): number {
  const apiBase = useBrowserApiBase();
  const { locale } = useTranslation();
  const [minimum, setMinimum] = useState<{ shopId: number; amount: number } | null>(null);
  useEffect(() => {
    if (shopId === null) return;
    let live = true;
    void fetchMinimum(apiBase, locale, shopId).then((amount) => live && setMinimum({ shopId, amount }));
    return () => {
      live = false;
    };
  }, [apiBase, locale, shopId]);
  return minimum && minimum.shopId === shopId ? minimum.amount : 0;
}
