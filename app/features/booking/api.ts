import type { BookingShop, BookingShopCard, BookingStatus, BookTableBody, BookingTable, DisabledDate, ShopSection, UserBooking } from '../../../contract/booking';
import type { Envelope, Paginated } from '../../../contract/http';
import type { ProfileUser } from '../../../contract/profile';
import type { ShopReview } from '../../../contract/shops';
import type { ApiClient } from '../../lib/api/client';

type Page = { page?: number | undefined; perPage?: number | undefined };

/** The reservation pages' calls (contract §2.3 SH5, §2.17 BK1–BK8, SH10), paths as in the contract. */
export const bookingEndpoints = {
  /** SH5: restaurants taking bookings, as shop cards with their next free times. */
  shops: (api: ApiClient, query: Page & { search?: string | undefined }) => api.get<Paginated<BookingShopCard>>('rest/booking/shops/paginate', { ...query }),
  /** BK1: the restaurant with its booking hours, closed dates and booking config. */
  shop: (api: ApiClient, id: number) => api.get<Envelope<BookingShop>>(`rest/booking/shops/${id}`),
  /** BK2. */
  sections: (api: ApiClient, shopId: number) => api.get<Paginated<ShopSection>>('rest/booking/shop-sections', { shop_id: shopId, perPage: 50 }),
  /** BK4. */
  tables: (api: ApiClient, sectionId: number) => api.get<Paginated<BookingTable>>('rest/booking/tables', { shop_section_id: sectionId, perPage: 100 }),
  /** BK5: the table's live bookings between two days (a bare array). */
  taken: (api: ApiClient, tableId: number, from: string, to: string) =>
    api.get<DisabledDate[]>(`rest/booking/disable-dates/table/${tableId}`, { date_from: from, date_to: to }),
  /** SH10: the restaurant's reviews. */
  reviews: (api: ApiClient, shopId: number, query: Page = {}) => api.get<Paginated<ShopReview>>(`rest/shops/${shopId}/reviews`, query),
  /** The customer's profile (for the phone BK7 needs). */
  profile: (api: ApiClient) => api.get<Envelope<ProfileUser>>('dashboard/user/profile/show'),
  /** BK7. */
  book: (api: ApiClient, body: BookTableBody) => api.post<Envelope<UserBooking>>('dashboard/user/my-bookings', body),
  /** BK8: the customer's bookings, newest first. */
  mine: (api: ApiClient, query: Page & { status?: BookingStatus | undefined }) => api.get<Paginated<UserBooking>>('dashboard/user/my-bookings', { ...query }),
  /** BK8: cancel, only while `new`. */
  cancel: (api: ApiClient, id: number) => api.post(`dashboard/user/my-bookings/${id}/status/change`, undefined, { status: 'canceled' }),
};
