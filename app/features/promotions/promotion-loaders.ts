import type { StorefrontContext } from '../../../contract/transport';
import { assertPage, idParam, listRequest, orNotFound, PER_PAGE } from '../browse/list-request';
import { promotionsApi } from './api';

export type PromotionKind = 'banner' | 'ad';

/** BN1 / BN3: promotions with at least one shop delivering to the chosen address. */
export async function loadPromotionList(kind: PromotionKind, request: Request, context: StorefrontContext) {
  const { api, page, near } = await listRequest(request, context);
  const list = kind === 'ad' ? promotionsApi.ads : promotionsApi.banners;
  const promotions = await list(api, { page, perPage: PER_PAGE, ...near });
  assertPage(page, promotions.meta.last_page);
  return { promotions: promotions.data, page: promotions.meta.current_page, lastPage: promotions.meta.last_page };
}

/** BN2 / BN4: one promotion and one page of its shops (`shops_count` gives the last page). */
export async function loadPromotion(kind: PromotionKind, request: Request, context: StorefrontContext, rawId: string | undefined) {
  const id = idParam(rawId);
  const { api, page, currencyId } = await listRequest(request, context);
  const detail = kind === 'ad' ? promotionsApi.ad : promotionsApi.banner;
  const { data: promotion } = await orNotFound(detail(api, id, { page, perPage: PER_PAGE, currency_id: currencyId }));
  const lastPage = Math.max(1, Math.ceil(promotion.shops_count / PER_PAGE));
  assertPage(page, lastPage);
  return { promotion, page, lastPage };
}
