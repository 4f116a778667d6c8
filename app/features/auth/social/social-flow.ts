import { parse, serialize } from 'cookie';
import { redirect } from 'react-router';
import type { AuthSession } from '../../../../contract/auth';
import type { Envelope } from '../../../../contract/http';
import { socialProvider, type SocialAuthorization, type SocialProviderName } from '../../../../contract/social-auth';
import type { StorefrontContext } from '../../../../contract/transport';
import { serverApiClient } from '../../../lib/api/server-client';
import { isHttpsRequest } from '../../../lib/preference-cookies';
import { readPreferences } from '../../../lib/preferences';
import { siteOrigin } from '../../../lib/seo';
import { returnPath } from '../auth-params';
import { signInHeaders } from '../session-cookies';
import { SOCIAL_ERROR_PARAM, socialErrorCode, type SocialErrorCode } from './social-errors';

/**
 * The storefront's half of social sign-in (used by routes/auth.$provider*.ts, on the server).
 *
 * Start: the API makes the state (and keeps nonce and PKCE verifier); this binds the state to the
 * browser in a short-lived HttpOnly cookie — with where to land and the referral — and sends the
 * browser to the provider. Callback: only the browser holding the cookie with that state may
 * finish (otherwise someone could make a victim's browser finish a sign-in the attacker started,
 * "login CSRF"); then the API redeems code and state, and the session cookies are written.
 */

export const FLOW_COOKIE = 'social_auth';
const FLOW_LIFETIME_S = 10 * 60;

type Flow = { provider: SocialProviderName; state: string; redirectTo: string; referral?: string | undefined };


export function flowCookie(flow: Flow | null, secure: boolean): string {
  // Only the auth routes read it; SameSite=Lax reaches the callback on the provider's top-level GET.
  return serialize(FLOW_COOKIE, flow ? JSON.stringify(flow) : '', {
    path: '/auth',
    maxAge: flow ? FLOW_LIFETIME_S : 0,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

export function readFlow(request: Request): Flow | null {
  const raw = parse(request.headers.get('Cookie') ?? '')[FLOW_COOKIE];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Flow>;
    const provider = socialProvider.safeParse(value.provider);
    if (!provider.success || typeof value.state !== 'string') return null;
    return {
      provider: provider.data,
      state: value.state,
      redirectTo: returnPath(value.redirectTo ?? null),
      referral: typeof value.referral === 'string' ? value.referral : undefined,
    };
  } catch {
    return null;
  }
}

/** Where a failed sign-in lands: the login page with a code it shows as a notice. */
export function failureRedirect(code: SocialErrorCode, redirectTo: string, secure: boolean): Response {
  const params = new URLSearchParams({ [SOCIAL_ERROR_PARAM]: code });
  if (redirectTo !== '/') params.set('redirectTo', redirectTo);
  return redirect(`/login?${params.toString()}`, { status: 303, headers: { 'Set-Cookie': flowCookie(null, secure) } });
}

export function parseProvider(value: string | undefined): SocialProviderName | null {
  const parsed = socialProvider.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function api(request: Request, context: StorefrontContext) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  // No Authorization: signing in never depends on (or ends) another session.
  return serverApiClient(context, prefs.locale);
}

export async function startSocialSignIn(request: Request, context: StorefrontContext, providerParam: string | undefined): Promise<Response> {
  const url = new URL(request.url);
  const secure = isHttpsRequest(request);
  const redirectTo = returnPath(url.searchParams.get('redirectTo'));
  const provider = parseProvider(providerParam);
  if (!provider) return failureRedirect('unavailable', redirectTo, secure);
  const redirectUri = `${siteOrigin(request.url, process.env.PUBLIC_URL)}/auth/${provider}/callback`;
  let started: SocialAuthorization;
  try {
    started = (await api(request, context).post<Envelope<SocialAuthorization>>(`auth/${provider}/authorize`, { redirect_uri: redirectUri })).data;
  } catch (error) {
    return failureRedirect(socialErrorCode(error), redirectTo, secure);
  }
  const referral = url.searchParams.get('referral')?.slice(0, 32) || undefined;
  return redirect(started.authorization_url, {
    status: 303,
    headers: { 'Set-Cookie': flowCookie({ provider, state: started.state, redirectTo, referral }, secure), 'Cache-Control': 'no-store' },
  });
}

/** What the provider sent back (query of a GET, or Apple's form post turned into one). */
export type ProviderReturn = { code: string | null; state: string | null; error: string | null; firstname?: string; lastname?: string };

export async function finishSocialSignIn(
  request: Request,
  context: StorefrontContext,
  providerParam: string | undefined,
  back: ProviderReturn,
): Promise<Response> {
  const secure = isHttpsRequest(request);
  const flow = readFlow(request);
  const redirectTo = flow?.redirectTo ?? '/';
  const provider = parseProvider(providerParam);
  if (back.error) return failureRedirect(back.error === 'access_denied' || back.error === 'user_cancelled_authorize' ? 'cancelled' : 'failed', redirectTo, secure);
  // The state must be the one this browser started with, for this provider.
  if (!provider || !flow || flow.provider !== provider || !back.state || back.state !== flow.state || !back.code) {
    return failureRedirect('expired', redirectTo, secure);
  }
  let session: AuthSession;
  try {
    session = (
      await api(request, context).post<Envelope<AuthSession>>(`auth/${provider}/callback`, {
        code: back.code,
        state: back.state,
        referral: flow.referral,
        firstname: back.firstname,
        lastname: back.lastname,
      })
    ).data;
  } catch (error) {
    return failureRedirect(socialErrorCode(error), redirectTo, secure);
  }
  const headers = signInHeaders(session, secure);
  headers.append('Set-Cookie', flowCookie(null, secure));
  headers.set('Cache-Control', 'no-store');
  return redirect(redirectTo, { status: 303, headers });
}

/**
 * Apple answers with a cross-site form POST (response_mode=form_post). A SameSite=Lax cookie is
 * not sent with it, so the flow cookie cannot be checked here; instead the POST is answered with
 * a 303 to this same address as a GET carrying the fields, which the browser follows as a
 * top-level navigation — and with that the Lax cookie comes along, and the GET handler checks it
 * as for the other providers. Apple's `user` field (the name, sent on the first sign-in only)
 * comes along as `firstname`/`lastname`.
 */
export async function formPostToQuery(request: Request): Promise<Response> {
  const form = await request.formData();
  const target = new URL(request.url);
  target.search = '';
  for (const name of ['code', 'state', 'error']) {
    const value = form.get(name);
    if (typeof value === 'string' && value) target.searchParams.set(name, value.slice(0, 2048));
  }
  const name = appleName(form.get('user'));
  if (name.firstname) target.searchParams.set('firstname', name.firstname);
  if (name.lastname) target.searchParams.set('lastname', name.lastname);
  return redirect(target.pathname + target.search, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}

function appleName(raw: FormDataEntryValue | null): { firstname?: string; lastname?: string } {
  if (typeof raw !== 'string') return {};
  try {
    const user = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    const pick = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined);
    return { firstname: pick(user.name?.firstName), lastname: pick(user.name?.lastName) };
  } catch {
    return {};
  }
}

/** The GET callback's fields. */
export function providerReturn(url: URL): ProviderReturn {
  const p = url.searchParams;
  return {
    code: p.get('code'),
    state: p.get('state'),
    error: p.get('error'),
    firstname: p.get('firstname')?.slice(0, 100) || undefined,
    lastname: p.get('lastname')?.slice(0, 100) || undefined,
  };
}
