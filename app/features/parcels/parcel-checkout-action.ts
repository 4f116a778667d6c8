import { data, redirect } from 'react-router';
import { isProviderTag } from '../../../contract/payments';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError } from '../../lib/api/client';
import { requireSession } from '../auth/require-session';
import { loadPaymentList } from '../payments/api';
import { paymentReasonOf } from '../payments/payment-messages';
import { redirectToProvider, withPaymentNotice } from '../payments/start-checkout';
import { parcelEndpoints } from './api';
import { fieldErrorsOf, parcelBody, readParcelForm, type ParcelFormErrors, type ParcelFormValues } from './parcel-form';
import { requireParcels } from './parcels-enabled';

export type ParcelCheckoutActionData = { errors: ParcelFormErrors; values: ParcelFormValues };

/**
 * "Send parcel": PC3 with what the form says, paid in the same call (`payment_sys_id`: cash,
 * wallet — the server decides whether the wallet covers it — or an online provider, issue #20:
 * then PAY3 and a 303 to the provider's page, or the parcel page with `?payment=failed`), under the visit's idempotency key
 * (made once by the loader and kept in the form), so a double click or a resubmit answers the
 * same parcel. The server prices the parcel itself. Success → 303 to /parcels/{id}; a refusal →
 * 422 with the API's messages at their fields and what was typed.
 */
export async function parcelCheckoutAction(request: Request, context: StorefrontContext) {
  await requireParcels(request, context);
  const { api, prefs } = requireSession(request, context);
  const form = await request.formData();
  const values = readParcelForm(form);
  const refuse = (errors: ParcelFormErrors, status = 422) => data<ParcelCheckoutActionData>({ errors, values }, { status });
  if (form.get('intent') !== 'send') return refuse({ form: { key: 'account.genericError' } }, 400);
  const key = String(form.get('key') ?? '').slice(0, 100);
  const built = parcelBody(values, { key, currencyId: prefs.currencyId });
  if (!built.ok) return refuse(built.errors);
  try {
    const [{ data: parcel }, methods] = await Promise.all([parcelEndpoints.create(api, built.body), loadPaymentList(api)]);
    const tag = methods.find((m) => m.id === built.body.payment_sys_id)?.tag ?? '';
    if (!isProviderTag(tag)) return redirect(`/parcels/${parcel.id}`, 303);
    // PC3 recorded the payment (its `payment_sys_id` is PAY2 in the parcel's own transaction):
    // off to the provider's page; if it cannot be opened, the parcel page offers to pay again.
    const sent = await redirectToProvider(api, tag, { parcel_id: parcel.id });
    return sent instanceof Response ? sent : redirect(withPaymentNotice(`/parcels/${parcel.id}`, 'failed', paymentReasonOf(sent.message)), 303);
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    return refuse(fieldErrorsOf(error.data?.params, error.data?.message ?? '', error.status), error.status === 429 ? 429 : 422);
  }
}
