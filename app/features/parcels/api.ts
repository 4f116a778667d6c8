import type { Envelope, Paginated } from '../../../contract/http';
import type { Parcel, ParcelCreateBody, ParcelPrice, ParcelStatus, ParcelType } from '../../../contract/parcels';
import type { OrderReviewBody } from '../../../contract/orders';
import type { ApiClient } from '../../lib/api/client';

type Point = { latitude: number; longitude: number };

/** The parcel pages' calls (contract §2.16 PC1–PC7), one line each, paths as in the contract. */
export const parcelEndpoints = {
  /** PC1: the parcel types, names in the request's language. */
  types: (api: ApiClient) => api.get<Envelope<ParcelType[]>>('rest/parcel-order/types'),
  /** PC2: the server's price for the two points and the type, in `currencyId`. */
  price: (api: ApiClient, q: { from: Point; to: Point; typeId: number; currencyId?: number | undefined }) =>
    api.get<Envelope<ParcelPrice>>('rest/parcel-order/calculate-price', {
      address_from: { latitude: q.from.latitude, longitude: q.from.longitude },
      address_to: { latitude: q.to.latitude, longitude: q.to.longitude },
      type_id: q.typeId,
      currency_id: q.currencyId,
    }),
  /** PC3: creates (and, with `payment_sys_id`, pays) a parcel; idempotent by key. */
  create: (api: ApiClient, body: ParcelCreateBody) => api.post<Envelope<Pick<Parcel, 'id'>>>('dashboard/user/parcel-orders', body),
  /** PC4: the customer's parcels of some statuses, newest first. */
  list: (api: ApiClient, q: { statuses: readonly ParcelStatus[]; page: number; perPage: number; currencyId?: number | undefined }) =>
    api.get<Paginated<Parcel>>('dashboard/user/parcel-orders', {
      order_statuses: true, statuses: [...q.statuses], page: q.page, perPage: q.perPage, column: 'id', sort: 'desc', currency_id: q.currencyId,
    }),
  /** PC5: one own parcel (404 for anyone else's). */
  show: (api: ApiClient, id: number) => api.get<Envelope<Parcel>>(`dashboard/user/parcel-orders/${id}`),
  /** PC6: only while `new`. */
  cancel: (api: ApiClient, id: number) => api.post(`dashboard/user/parcel-orders/${id}/status/change`, undefined, { status: 'canceled' }),
  /** PC7: once, after delivery. */
  review: (api: ApiClient, id: number, body: OrderReviewBody) => api.post(`dashboard/user/parcel-orders/deliveryman-review/${id}`, body),
};
