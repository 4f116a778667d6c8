import { data, redirect } from 'react-router';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError } from '../../lib/api/client';
import { requireSession } from '../auth/require-session';
import { parcelEndpoints } from './api';
import { fieldErrorsOf, parcelBody, readParcelForm, type ParcelFormErrors, type ParcelFormValues } from './parcel-form';
import { requireParcels } from './parcels-enabled';

export type ParcelCheckoutActionData = { errors: ParcelFormErrors; values: ParcelFormValues };

/**
 * "Send parcel": PC3 with what the form says, paid in the same call (`payment_sys_id`: cash or
 * wallet — the server decides whether the wallet covers it), under the visit's idempotency key
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
    const { data: parcel } = await parcelEndpoints.create(api, built.body);
    return redirect(`/parcels/${parcel.id}`, 303);
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    return refuse(fieldErrorsOf(error.data?.params, error.data?.message ?? '', error.status), error.status === 429 ? 429 : 422);
  }
}
