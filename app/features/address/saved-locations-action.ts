import { data, redirect } from 'react-router';
import { addressMessages, type Address } from '../../../contract/addresses';
import type { Envelope } from '../../../contract/http';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError } from '../../lib/api/client';
import { isHttpsRequest } from '../../lib/preference-cookies';
import { requireSession } from '../auth/require-session';
import { addressCookie } from './address-cookie';
import { chosenFromSaved } from './saved-address';
import { addressError, parseSavedAddressForm, type SavedAddressErrors, type SavedAddressValues } from './saved-address-form';

export const SAVED_LOCATIONS = '/saved-locations';

export type SavedLocationsIntent = 'create' | 'update' | 'delete' | 'activate';

/** What a refused post hands back: which form, its errors (API English, translated by the page), what was typed. */
export type SavedLocationsActionData = { intent: SavedLocationsIntent | null; id?: number; errors: SavedAddressErrors; values?: SavedAddressValues };

const refused = (body: SavedLocationsActionData, status = 422) => data(body, { status });

/** Back to the list (303: a reload does not post again), `?saved=` for the notice, maybe the chosen-address cookie. */
function done(saved: string, cookie?: string) {
  return redirect(`${SAVED_LOCATIONS}?saved=${saved}`, { status: 303, headers: cookie ? { 'Set-Cookie': cookie } : undefined });
}

function readId(form: FormData): number | null {
  const id = Number(form.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A refused API call as form errors: `params` by field (contract paths), else one for the whole form. */
function apiErrors(error: unknown): { errors: SavedAddressErrors; status: number } {
  if (!(error instanceof ApiResponseError)) throw error;
  const errors: SavedAddressErrors = {};
  for (const [path, messages] of Object.entries(error.data?.params ?? {})) {
    const [first, second] = path.split('.');
    const field = first === 'location' ? 'location' : first === 'address' ? (second ?? 'address') : first === 'title' ? 'title' : 'form';
    errors[field as keyof SavedAddressErrors] ??= addressError(messages[0]);
  }
  if (!Object.keys(errors).length) errors.form = addressError(error.data?.message, error.status);
  return { errors, status: error.status === 404 ? 404 : error.status >= 500 ? error.status : 422 };
}

/**
 * The /saved-locations action: one post per change, told apart by `intent` (create | update |
 * delete | activate), so the page works without JavaScript. Making an address the active one
 * (AD4, or AD2 with `active`) also makes it the chosen delivery address (the `address` cookie):
 * the shop lists and checkout follow it.
 */
export async function savedLocationsAction(request: Request, context: StorefrontContext) {
  const { api } = requireSession(request, context);
  const form = await request.formData();
  const intentValue = String(form.get('intent') ?? '');
  const intent = (['create', 'update', 'delete', 'activate'] as const).find((i) => i === intentValue) ?? null;
  const id = readId(form);
  const chosenCookie = (saved: Address) => addressCookie(chosenFromSaved(saved), isHttpsRequest(request));

  try {
    switch (intent) {
      case 'create': {
        const parsed = parseSavedAddressForm(form);
        if (!parsed.ok) return refused({ intent, errors: parsed.errors, values: parsed.values });
        const { data: made } = await api.post<Envelope<Address>>('dashboard/user/addresses', { ...parsed.value, active: parsed.value.active ? 1 : 0 });
        return done('created', made.active ? chosenCookie(made) : undefined);
      }
      case 'update': {
        const parsed = parseSavedAddressForm(form);
        if (!id) return refused({ intent, errors: { form: addressError(addressMessages.notFound) } }, 404);
        if (!parsed.ok) return refused({ intent, id, errors: parsed.errors, values: parsed.values });
        const { data: updated } = await api.put<Envelope<Address>>(`dashboard/user/addresses/${id}`, parsed.value);
        // The active address changed where it is: the chosen one moves with it.
        return done('updated', updated.active ? chosenCookie(updated) : undefined);
      }
      case 'activate': {
        if (!id) return refused({ intent, errors: { form: addressError(addressMessages.notFound) } }, 404);
        const { data: active } = await api.post<Envelope<Address>>(`dashboard/user/address/set-active/${id}`);
        return done('activated', chosenCookie(active));
      }
      case 'delete': {
        if (!id) return refused({ intent, errors: { form: addressError(addressMessages.notFound) } }, 404);
        await api.delete(`dashboard/user/addresses/delete`, undefined, { 'ids[0]': id });
        return done('deleted');
      }
      default:
        return refused({ intent: null, errors: { form: { key: 'account.genericError' } } }, 400);
    }
  } catch (error) {
    const { errors, status } = apiErrors(error);
    return refused({ intent, ...(id ? { id } : {}), errors }, status);
  }
}
