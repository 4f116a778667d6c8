import { data, redirect } from 'react-router';
import { orderReviewBody } from '../../../contract/orders';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError } from '../../lib/api/client';
import { requireSession } from '../auth/require-session';
import { loadPaymentList } from '../payments/api';
import { payAgain } from '../payments/pay-again';
import { parcelEndpoints } from './api';
import type { ParcelMessage } from './parcel-messages';
import { requireParcels } from './parcels-enabled';

export const PARCEL_INTENTS = ['cancel', 'review', 'pay'] as const;
export type ParcelIntent = (typeof PARCEL_INTENTS)[number];

export type ParcelActionData = { intent: ParcelIntent | null; error: ParcelMessage };

const refused = (intent: ParcelIntent | null, error: ParcelMessage, status = 422) => data<ParcelActionData>({ intent, error }, { status });

/**
 * The parcel detail's mutations: cancel (PC6), the courier review (PC7) and "Pay" (PAY2, then
 * PAY3 and the provider's page for an online method: payments/pay-again.ts), told apart by
 * `intent`. Success is a 303 back with `?done=`, so the forms work without JavaScript; a refusal
 * is a 422 carrying the API's message (the page translates it).
 */
export async function parcelAction(request: Request, context: StorefrontContext, parcelId: number) {
  await requireParcels(request, context);
  const { api } = requireSession(request, context);
  const form = await request.formData();
  const intent = PARCEL_INTENTS.find((i) => i === form.get('intent')) ?? null;
  const back = (done: ParcelIntent) => redirect(`/parcels/${parcelId}?done=${done}`, 303);
  try {
    switch (intent) {
      case 'cancel':
        await parcelEndpoints.cancel(api, parcelId);
        return back(intent);
      case 'review': {
        const parsed = orderReviewBody.safeParse({ rating: form.get('rating') ?? undefined, comment: form.get('comment') ?? '' });
        if (!parsed.success) return refused(intent, { message: parsed.error.issues[0]?.message ?? '' });
        await parcelEndpoints.review(api, parcelId, parsed.data);
        return back(intent);
      }
      case 'pay': {
        const answer = await payAgain(api, form, { type: 'parcel', id: parcelId, list: await loadPaymentList(api) });
        return answer instanceof Response ? answer : refused(intent, answer);
      }
      default:
        return refused(null, { key: 'account.genericError' }, 400);
    }
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    if (error.status === 404) throw new Response(null, { status: 404 });
    return refused(intent, { message: error.data?.message ?? '', status: error.status });
  }
}
