import type { Cart, CartDeleted, CartDeleteBody, CartInsertBody, CartProductDeleteBody } from '../../../contract/cart';
import type { Envelope } from '../../../contract/http';
import type { ApiClient } from '../../lib/api/client';

/** The signed-in customer's cart calls (contract §2.6 CT1–CT4), one line each. */
export const cartApi = {
  /**
   * CT1 with `allow_none=1`: no cart is `data: null` answered 200 (not the contract's 404, which
   * the browser logs as a failed request on every signed-in page); a 404 still means "no cart".
   */
  show: (api: ApiClient, currencyId: number | undefined) =>
    api.get<Envelope<Cart | null>>('dashboard/user/cart', { currency_id: currencyId, allow_none: 1 }, 404),
  /** CT2: absolute quantities; addons as their own entries with `parent_id`. A 409: another shop's cart. */
  insert: (api: ApiClient, body: CartInsertBody) => api.post<Envelope<Cart>>('dashboard/user/cart/insert-product', body),
  /** CT3: `[cartDetailId, ...addonStockIds]`; answers the cart. */
  removeLines: (api: ApiClient, body: CartProductDeleteBody) => api.delete<Envelope<Cart>>('dashboard/user/cart/product/delete', body),
  /** CT4: the whole cart. */
  remove: (api: ApiClient, body: CartDeleteBody) => api.delete<Envelope<CartDeleted>>('dashboard/user/cart/delete', body),
};
