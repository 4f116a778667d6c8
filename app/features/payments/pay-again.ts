import { redirect } from 'react-router';
import { isProviderTag, PAYMENT_TAGS, type Payment } from '../../../contract/payments';
import type { ApiClient } from '../../lib/api/client';
import { paymentEndpoints } from './api';
import { payAgainMethods } from './payment-methods';
import { redirectToProvider, withPaymentNotice, type CheckoutRefusal } from './start-checkout';

/** The Pay control's field: the chosen payment system's id. */
export const PAY_FIELD = 'payment_sys_id';

export type PayAgainRefusal = { key: 'checkout.api.choosePayment' } | Omit<CheckoutRefusal, 'params'>;

/**
 * The "Pay" control's post (intent `pay`) on an order's or a parcel's page (issue #20): the
 * chosen method must be one the page offers (`list`, the server's own list, read again here);
 * PAY1/PAY2 records it on the payable's unpaid transaction (the wallet is debited at once → back
 * to the page, paid); a provider then gets PAY3 and the browser goes to its hosted page. The API
 * refuses what is not allowed (a paid or canceled payable, a short wallet); the refusal comes
 * back for the page to show at the control. API errors other than these propagate.
 */
export async function payAgain(
  api: ApiClient,
  form: FormData,
  payable: { type: 'order' | 'parcel'; id: number; list: readonly Payment[] },
): Promise<Response | PayAgainRefusal> {
  const chosen = Number(form.get(PAY_FIELD));
  const method = payAgainMethods(payable.list).find((p) => p.id === chosen);
  if (!method) return { key: 'checkout.api.choosePayment' };
  if (payable.type === 'order') await paymentEndpoints.payOrder(api, payable.id, method.id);
  else await paymentEndpoints.payParcel(api, payable.id, method.id);
  const page = `/${payable.type === 'order' ? 'orders' : 'parcels'}/${payable.id}`;
  if (method.tag === PAYMENT_TAGS.wallet || !isProviderTag(method.tag)) return redirect(withPaymentNotice(page, 'paid'), 303);
  const target = payable.type === 'order' ? { order_id: payable.id } : { parcel_id: payable.id };
  const answer = await redirectToProvider(api, method.tag, target);
  if (answer instanceof Response) return answer;
  return { message: answer.message, status: answer.status };
}
