import { redirect } from 'react-router';
import type { ProviderTag } from '../../../contract/payments';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { paymentEndpoints, type CheckoutTarget } from './api';
import type { PaymentReason } from './payment-messages';

/** A provider checkout that could not be started: the API's message, status and field messages. */
export type CheckoutRefusal = { message: string; status: number; params: Record<string, string[]> };

/**
 * PAY3 for a route action (issue #20): asks the server for the provider's hosted checkout and
 * answers the 303 that sends the browser there — an absolute URL to another site, which React
 * Router follows with a full page load. The URL is the one our API produced for this payment,
 * never a value of the request. A refusal (404: provider not configured; 422: already paid, the
 * amount out of bounds…) comes back for the caller to show.
 */
export async function redirectToProvider(api: ApiClient, tag: ProviderTag, target: CheckoutTarget): Promise<Response | CheckoutRefusal> {
  try {
    const { data } = await paymentEndpoints.checkout(api, tag, target);
    const url = data.data.url;
    if (!/^https?:\/\//i.test(url)) return { message: '', status: 502, params: {} };
    return redirect(url, 303);
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    return { message: error.data?.message ?? '', status: error.status, params: error.data?.params ?? {} };
  }
}

/**
 * The query a page reads after a payment step (PaymentNotice): `payment=failed` (could not start;
 * `reason=` names the API's message when it is one the page can say), `payment=paid`.
 */
export const PAYMENT_NOTICE_PARAM = 'payment';
export const PAYMENT_REASON_PARAM = 'reason';
export type PaymentNoticeValue = 'failed' | 'paid';

export const withPaymentNotice = (path: string, value: PaymentNoticeValue, reason?: PaymentReason | null) =>
  `${path}?${PAYMENT_NOTICE_PARAM}=${value}${reason ? `&${PAYMENT_REASON_PARAM}=${reason}` : ''}`;
