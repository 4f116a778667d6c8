import { data, redirect } from 'react-router';
import { addressCookie } from '../features/address/address-cookie';
import { parseAddressForm } from '../features/address/address-form';
import { safeRedirectPath } from '../lib/preference-cookies';
import type { Route } from './+types/address';

/**
 * Saves the chosen delivery address (intent `address`) in the `address` cookie and answers with a
 * 303 back to the page, so a plain form post works; with JavaScript the loaders revalidate and
 * every list follows the new point. Invalid input comes back as 422 with errors per field.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = parseAddressForm(form);
  if (!result.ok) return data({ errors: result.errors }, { status: 422 });
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(safeRedirectPath(form.get('redirectTo')), {
    status: 303,
    headers: { 'Set-Cookie': addressCookie(result.value, secure) },
  });
}
