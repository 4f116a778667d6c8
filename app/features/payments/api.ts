import type { Envelope } from '../../../contract/http';
import type { Payment, PaymentView, ProviderCheckout, ProviderTag } from '../../../contract/payments';
import type { ApiClient } from '../../lib/api/client';
import { endpoints } from '../../lib/api/endpoints';

/** What a provider checkout pays (PAY3's query): an order, a parcel, or a top-up of the own wallet. */
export type CheckoutTarget =
  | { order_id: number }
  | { parcel_id: number }
  | { wallet_id: number; total_price: string; currency_id?: number | undefined };

/** The payment calls (contract §2.11, issue #20), one line each, paths as in the contract. */
export const paymentEndpoints = {
  /** PAY4: the active payment systems (only the providers the server has configured), cash first. */
  list: (api: ApiClient) => api.get<Envelope<Payment[]>>('rest/payments'),
  /** PAY1: records (or replaces, while unpaid) the order's payment; the wallet is debited at once. */
  payOrder: (api: ApiClient, orderId: number, paymentSysId: number) =>
    api.post<Envelope<unknown>>(`payments/order/${orderId}/transactions`, { payment_sys_id: paymentSysId }),
  /** PAY2: the same for a parcel. */
  payParcel: (api: ApiClient, parcelId: number, paymentSysId: number) =>
    api.post<Envelope<unknown>>(`payments/parcel-order/${parcelId}/transactions`, { payment_sys_id: paymentSysId }),
  /** PAY3: the provider's hosted checkout for the target (`data.data.url`). */
  checkout: (api: ApiClient, tag: ProviderTag, target: CheckoutTarget) =>
    api.get<Envelope<ProviderCheckout>>(`dashboard/user/order-${tag}-process`, target),
  /** The return page's read: one own transaction, checked with its provider while unpaid. */
  transaction: (api: ApiClient, id: number, returnQuery: Record<string, string>) =>
    api.get<Envelope<PaymentView>>(`dashboard/user/payments/transactions/${id}`, returnQuery),
};

/**
 * The methods a payable offers (§2.11 "payment list source"): PAY4 when the setting
 * `payment_type` is `admin`, else the shop's own list (`shopPayments`; parcels and the wallet
 * belong to no shop and always use PAY4). A failing list is an empty one: the page says no
 * method is available rather than failing.
 */
export async function loadPaymentList(api: ApiClient, shopPayments?: ReadonlyArray<{ payment: Payment }>): Promise<Payment[]> {
  if (shopPayments) {
    const settings = await endpoints.settings(api).then((r) => r.data, () => []);
    const type = settings.find((s) => s.key === 'payment_type')?.value ?? 'admin';
    if (type !== 'admin') return shopPayments.map((p) => p.payment);
  }
  return paymentEndpoints.list(api).then((r) => r.data, () => []);
}
