import { data, redirect, type AppLoadContext } from 'react-router';
import { requireSession } from './require-session';
import type { AuthSession } from '../../../contract/auth';
import type { Envelope } from '../../../contract/http';
import type { ProfileUser } from '../../../contract/profile';
import { ApiResponseError } from '../../lib/api/client';
import { serverApiClient } from '../../lib/api/server-client';
import { readPreferences } from '../../lib/preferences';
import { apiMessage } from './api-messages';
import { authHref, readCarry } from './auth-params';
import { field, hasErrors, type FieldErrors } from './auth-forms';
import { signInHeaders, userCookieHeader } from './session-cookies';
import { isHttpsRequest } from '../../lib/preference-cookies';

/**
 * What the sign-in pages' loaders and actions share: the API client with the visitor's language
 * and token, the 422 answer a form shows beside its fields, and the 303 that signs in.
 */

/** The API client of a loader or action (language and `access_token` from the cookies). */
export function authApi(request: Request, context: AppLoadContext) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  return { api: serverApiClient(context, prefs.locale, prefs.authorization), signedIn: Boolean(prefs.authorization) };
}

export type AuthActionArgs = { request: Request; context: AppLoadContext };

/** What every sign-in page's action reads first: the posted form, the carried state, the API client, the intent. */
export async function readAuthPost({ request, context }: AuthActionArgs) {
  const form = await request.formData();
  return { form, carry: readCarry(form), api: authApi(request, context).api, intent: field(form, 'intent') };
}


/** What a refused post answers: per-field messages (`form` for the whole form) and the typed values. */
export type FormResult = { errors: FieldErrors; values: Record<string, string> };

/** A refused post: the page is drawn again with the messages and the values (never passwords). */
export function invalid(errors: FieldErrors, values: Record<string, string> = {}, status = 422) {
  return data<FormResult>({ errors, values }, { status });
}

/**
 * An API refusal as form errors: `params.<field>[0]` beside the field it is about (`rename` maps
 * API names to the form's, fields the form does not show go to the form's alert), otherwise the
 * message for the whole form. Anything that is not an API answer is a real failure and is rethrown.
 */
export function refused(error: unknown, values: Record<string, string>, shown: readonly string[], rename: Record<string, string> = {}) {
  if (!(error instanceof ApiResponseError)) throw error;
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(error.data?.params ?? {})) {
    const first = messages[0];
    const target = rename[name] ?? name;
    if (first && shown.includes(target)) errors[target] ??= apiMessage(first);
  }
  if (!hasErrors(errors)) errors.form = apiMessage(error.data?.message, error.status);
  // 429 and 502 ('Sms not sent!') keep their meaning for whoever reads the status.
  return invalid(errors, values, error.status === 429 || error.status >= 500 ? error.status : 422);
}

/** Sign-in everywhere ends here: both session cookies and a 303 to where the visitor was going. */
export function signInRedirect(request: Request, session: AuthSession, to: string) {
  return redirect(to, { status: 303, headers: signInHeaders(session, isHttpsRequest(request)) });
}

/** After a profile change: the fresh `user` cookie and a 303. */
export function userUpdatedRedirect(request: Request, user: ProfileUser, to: string) {
  return redirect(to, { status: 303, headers: { 'Set-Cookie': userCookieHeader(user, isHttpsRequest(request)) } });
}

/** A 303 to another step of a flow (plain GET, so a reload does not post again). */
export const stepRedirect = (...args: Parameters<typeof authHref>) => redirect(authHref(...args), { status: 303 });

/**
 * The signed-in customer's profile for pages that need a session (welcome, details, new
 * password). Without a session: to /login, which brings the visitor back here afterwards. A token
 * the API refuses (401) ends the session there too (serverApiClient).
 */
export async function requireProfile(request: Request, context: AppLoadContext) {
  const { api } = requireSession(request, context);
  const profile = await api.get<Envelope<ProfileUser>>('dashboard/user/profile/show');
  return { api, user: profile.data };
}

/** The loader of the details steps (/welcome, /update-details): the carried state and the form's values. */
export async function loadDetailsStep({ request, context }: { request: Request; context: AppLoadContext }) {
  const { user } = await requireProfile(request, context);
  const { firstname, lastname, gender, empty_p } = user;
  return { carry: readCarry(new URL(request.url).searchParams), user: { firstname, lastname, gender, empty_p } };
}
