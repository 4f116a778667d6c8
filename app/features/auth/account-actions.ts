import { redirect } from 'react-router';
import type { Envelope } from '../../../contract/http';
import type { ProfileUser } from '../../../contract/profile';
import { ApiResponseError } from '../../lib/api/client';
import { type AuthActionArgs, invalid, readAuthPost, refused, userUpdatedRedirect } from './auth-actions';
import { detailsErrors, hasErrors, passwordErrors, readDetails, secretField } from './auth-forms';

/**
 * /welcome and /update-details: name and gender (PR2) and, for an account without a password
 * (phone sign-up), an optional password (PR4 without `old_password`). The `user` cookie is
 * refreshed, then the visitor lands where they were going.
 */
export async function detailsAction({ request, context }: AuthActionArgs) {
  const { form, carry, api } = await readAuthPost({ request, context });
  const details = readDetails(form);
  const password = secretField(form, 'password');
  const confirmation = secretField(form, 'password_confirmation');
  const errors = { ...passwordErrors(password, confirmation, 'account.passwordsDontMatch', { optional: true }), ...detailsErrors(details) };
  if (hasErrors(errors)) return invalid(errors, { ...details });
  try {
    if (password) await api.post('dashboard/user/profile/password/update', { password, password_confirmation: confirmation });
    // 'Prefer not to say' ('') clears a gender chosen before.
    const { data: user } = await api.put<Envelope<ProfileUser>>('dashboard/user/profile/update', { ...details, gender: details.gender || null });
    return userUpdatedRedirect(request, user, carry.redirectTo);
  } catch (err) {
    return refused(err, { ...details }, ['firstname', 'lastname', 'gender', 'password', 'password_confirmation']);
  }
}

/**
 * /update-password: a new password (PR4) with the session a reset opened, which may set one
 * without the old password. 'Passwords should match' is the spec's text for this form.
 */
export async function newPasswordAction({ request, context }: AuthActionArgs) {
  const { form, carry, api } = await readAuthPost({ request, context });
  const password = secretField(form, 'password');
  const confirmation = secretField(form, 'password_confirmation');
  const errors = passwordErrors(password, confirmation, 'account.passwordsShouldMatch');
  if (hasErrors(errors)) return invalid(errors);
  try {
    await api.post('dashboard/user/profile/password/update', { password, password_confirmation: confirmation });
    return redirect(carry.redirectTo, { status: 303 });
  } catch (err) {
    // The old password is asked for once the reset session's window is over (or without a reset).
    if (err instanceof ApiResponseError && err.data?.params?.old_password) return invalid({ form: { key: 'updatePassword.expired' } });
    return refused(err, {}, ['password', 'password_confirmation']);
  }
}
