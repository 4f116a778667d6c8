import { data, redirect } from 'react-router';
import type { Address } from '../../../contract/addresses';
import type { Envelope, Paginated } from '../../../contract/http';
import { orderMessages, type Order, type PlaceOrderBody } from '../../../contract/orders';
import type { ShopDetail } from '../../../contract/shops';
import type { StorefrontContext } from '../../../contract/transport';
import { isProviderTag } from '../../../contract/payments';
import { ApiResponseError } from '../../lib/api/client';
import { loadChosenAddress } from '../address/load-chosen-address';
import { requireSession } from '../auth/require-session';
import { loadPaymentList } from '../payments/api';
import { paymentReasonOf } from '../payments/payment-messages';
import { redirectToProvider, withPaymentNotice } from '../payments/start-checkout';
import type { CheckoutMessage } from './checkout-messages';
import { destinationOf } from './load-checkout';

/** The free-text fields a refused post hands back (a page without JavaScript keeps them). */
const TYPED = ['note', 'phone', 'username'] as const;
export type CheckoutActionData = {
  error: CheckoutMessage;
  values: Partial<Record<(typeof TYPED)[number], string>>;
  forOther: boolean;
  /** O2 said the cart changed since the page was shown (409): the page asks its loader again. */
  changed?: boolean;
};

/**
 * Place order (intent `place`): O2 with what the form says, priced by the server from its own
 * copy of the cart, paid in the same call (`payment_sys_id`), under the form's idempotency key:
 * the key is made once per checkout visit and kept in the form, so a double click or a resubmit
 * answers the same order. The form also sends the total and lines it showed (`expected_total`,
 * `expected_lines`): if the cart changed since (a sign-in carry-over, another tab), O2 answers 409
 * and the page shows the message with the fresh totals (route `shouldRevalidate`). Success → 303 to /orders/{id}; a refusal → 422 with the API's message
 * (translated by the page) and what was typed. With an online provider (issue #20) success is
 * PAY3 and a 303 to the provider's hosted page; if PAY3 fails, the order page with
 * `?payment=failed` (its Pay control offers the methods again).
 */
export async function checkoutAction(request: Request, context: StorefrontContext, shopKey: string) {
  const { api, prefs } = requireSession(request, context);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const forOther = form.get('for_other') === '1';
  const values = Object.fromEntries(TYPED.map((name) => [name, text(name)]));
  const refuse = (error: CheckoutMessage, status = 422) => data<CheckoutActionData>({ error, values, forOther }, { status });
  if (text('intent') !== 'place') return refuse({ key: 'account.genericError' }, 400);
  const payment = Number(text('payment'));
  if (!Number.isInteger(payment) || payment < 1) return refuse({ message: orderMessages.choosePayment });

  try {
    const currency = prefs.currencyId ? { currency_id: prefs.currencyId } : {};
    // No cart id: the server orders the customer's own cart, and a resubmit after the order
    // (cart emptied) still reaches the idempotency key and answers the same order.
    const [{ data: shop }, { data: saved }, chosen] = await Promise.all([
      api.get<Envelope<ShopDetail>>(`rest/shops/${encodeURIComponent(shopKey)}`),
      api.get<Paginated<Address>>('dashboard/user/addresses', { perPage: 100 }),
      loadChosenAddress(api, prefs.address),
    ]);
    const type = text('type') === 'pickup' ? 'pickup' : 'delivery';
    const destination = destinationOf({ type, address: text('address') }, saved, chosen, shop);
    const body: PlaceOrderBody = {
      shop_id: shop.id,
      ...currency,
      delivery_type: type,
      delivery_date: text('date'),
      delivery_time: text('time'),
      location: destination.location,
      address: destination.address,
      ...(values.note ? { note: values.note } : {}),
      ...(text('coupon') ? { coupon: text('coupon') } : {}),
      ...(forOther && values.phone ? { phone: values.phone } : {}),
      ...(forOther && values.username ? { username: values.username } : {}),
      payment_sys_id: payment,
      idempotency_key: text('key'),
      ...(text('expected_total') ? { expected_total: text('expected_total') } : {}),
      ...(text('expected_lines') ? { expected_lines: text('expected_lines') } : {}),
    };
    const [{ data: order }, methods] = await Promise.all([
      api.post<Envelope<Pick<Order, 'id'>>>('dashboard/user/orders', body),
      loadPaymentList(api, shop.shop_payments),
    ]);
    const tag = methods.find((m) => m.id === payment)?.tag ?? '';
    if (!isProviderTag(tag)) return redirect(`/orders/${order.id}`, 303);
    // O2 recorded the payment (its `payment_sys_id` is PAY1 in the order's own transaction):
    // off to the provider's page; if it cannot be opened, the order page offers to pay again.
    const sent = await redirectToProvider(api, tag, { order_id: order.id });
    return sent instanceof Response ? sent : redirect(withPaymentNotice(`/orders/${order.id}`, 'failed', paymentReasonOf(sent.message)), 303);
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    // The first field message says more than "The given data was invalid".
    const first = Object.values(error.data?.params ?? {})[0]?.[0];
    const message = first ?? error.data?.message ?? '';
    if (message === orderMessages.cartChanged) return data<CheckoutActionData>({ error: { message }, values, forOther, changed: true }, { status: 409 });
    return refuse({ message, status: error.status });
  }
}
