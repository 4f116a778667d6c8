import { data, redirect } from 'react-router';
import { orderReviewBody } from '../../../contract/orders';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError } from '../../lib/api/client';
import type { TranslationKey } from '../../lib/i18n/en';
import { requireSession } from '../auth/require-session';
import { loadPaymentList } from '../payments/api';
import { payAgain } from '../payments/pay-again';
import { orderEndpoints, repeatOrder } from './api';

export const ORDER_INTENTS = ['cancel', 'review', 'refund', 'repeat', 'pay'] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

/** A refused post: which form, and the API's message (the page translates it) or our own key. */
export type OrderActionData = { intent: OrderIntent | null; error: { message: string; status: number } | { key: TranslationKey } };

const refused = (intent: OrderIntent | null, error: OrderActionData['error'], status = 422) =>
  data<OrderActionData>({ intent, error }, { status });

/** Where a shop's checkout is: /restaurant/{id}/checkout or /shop/{id}/checkout. */
export const checkoutHref = (shop: { id: number; type: 'restaurant' | 'shop' }) =>
  `/${shop.type === 'restaurant' ? 'restaurant' : 'shop'}/${shop.id}/checkout`;

function readIntent(form: FormData): OrderIntent | null {
  const intent = form.get('intent');
  return ORDER_INTENTS.find((i) => i === intent) ?? null;
}

/**
 * The order detail's one mutation route: cancel (O5), review (O6), refund request (RF1),
 * "order again" (CT2 from the lines) and "Pay" (PAY1, then PAY3 and the provider's page for an
 * online method: payments/pay-again.ts), told apart by `intent`. Success is a 303 (back to the order
 * with `?done=`, or to the shop's checkout after a repeat), so every form works without
 * JavaScript; a refusal is a 422 carrying the API's message. The API decides what is allowed.
 */
export async function orderAction(request: Request, context: StorefrontContext, orderId: number) {
  const { api } = requireSession(request, context);
  const form = await request.formData();
  const intent = readIntent(form);
  const back = (done: OrderIntent) => redirect(`/orders/${orderId}?done=${done}`, 303);
  try {
    switch (intent) {
      case 'cancel':
        await orderEndpoints.cancel(api, orderId);
        return back(intent);
      case 'review': {
        const parsed = orderReviewBody.safeParse({ rating: form.get('rating') ?? undefined, comment: form.get('comment') ?? '' });
        if (!parsed.success) return refused(intent, { message: parsed.error.issues[0]?.message ?? '', status: 422 });
        await orderEndpoints.review(api, orderId, parsed.data);
        return back(intent);
      }
      case 'refund': {
        const cause = String(form.get('cause') ?? '').trim();
        if (!cause) return refused(intent, { key: 'account.required' });
        await orderEndpoints.requestRefund(api, orderId, cause);
        return back(intent);
      }
      case 'repeat': {
        const { data: order } = await orderEndpoints.show(api, orderId);
        await repeatOrder(api, order);
        return redirect(checkoutHref(order.shop), 303);
      }
      case 'pay': {
        const { data: order } = await orderEndpoints.show(api, orderId);
        const list = await loadPaymentList(api, order.shop.shop_payments);
        const answer = await payAgain(api, form, { type: 'order', id: orderId, list });
        return answer instanceof Response ? answer : refused(intent, answer);
      }
      default:
        return refused(null, { key: 'account.required' }, 400);
    }
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    if (error.status === 404) throw new Response(null, { status: 404 });
    return refused(intent, { message: error.data?.message ?? '', status: error.status });
  }
}
