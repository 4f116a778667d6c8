import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorefrontContext } from '../../../../contract/transport';
import { referralMessages } from '../../../../contract/account-messages';
import { socialAuthMessages } from '../../../../contract/social-auth';
import { FLOW_COOKIE, finishSocialSignIn, flowCookie, formPostToQuery, readFlow, startSocialSignIn } from './social-flow';
import { socialSignInHref } from './SocialButtons';

/** A loader context whose API answers `reply` and records what it was asked. */
function fakeContext(reply: (req: Request) => Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const context: StorefrontContext = {
    serverApiBase: 'http://shop.test/api/v1',
    documentOnly: null,
    apiFetch: async (req) => {
      const text = await req.text();
      calls.push({ url: req.url, body: text ? JSON.parse(text) : null });
      return reply(req);
    },
  };
  return { context, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const cookiesOf = (res: Response) => res.headers.getSetCookie();
const cookieHeader = (setCookie: string) => setCookie.split(';')[0]!;

const SESSION = {
  access_token: '5|secret',
  token_type: 'Bearer',
  token: '5|secret',
  expires_at: '2030-01-01T00:00:00Z',
  user: { id: 5, uuid: 'u', firstname: 'Ana', lastname: null, img: null, email: 'ana@x.test', phone: null, role: 'user', empty_p: true },
};

describe('social sign-in flow (storefront)', () => {
  // The API client logs every refusal; these are expected here.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('links carry redirectTo and referral only when there is one', () => {
    expect(socialSignInHref('google', '/')).toBe('/auth/google');
    expect(socialSignInHref('apple', '/liked?x=1', 'ABC')).toBe('/auth/apple?redirectTo=%2Fliked%3Fx%3D1&referral=ABC');
  });

  it('start: asks the API with this origin\'s callback, binds the state in an HttpOnly cookie, goes to the provider', async () => {
    const { context, calls } = fakeContext(() => json({ data: { authorization_url: 'https://accounts.test/auth?x=1', state: 'st-1', expires_in: 600 } }));
    const res = await startSocialSignIn(new Request('http://shop.test/auth/google?redirectTo=/liked&referral=REF'), context, 'google');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('https://accounts.test/auth?x=1');
    expect(calls[0]!.url).toMatch(/^http:\/\/shop\.test\/api\/v1\/auth\/google\/authorize\?/);
    expect(calls[0]!.body).toEqual({ redirect_uri: 'http://shop.test/auth/google/callback' });
    const [cookie] = cookiesOf(res);
    expect(cookie).toMatch(/^social_auth=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/auth/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const flow = readFlow(new Request('http://shop.test/auth/google/callback', { headers: { Cookie: cookieHeader(cookie!) } }));
    expect(flow).toEqual({ provider: 'google', state: 'st-1', redirectTo: '/liked', referral: 'REF' });
  });

  it('start: an off provider or an API failure goes to /login with a code; open redirects are dropped', async () => {
    const { context } = fakeContext(() => json({ status: false, statusCode: 'ERROR_404', message: socialAuthMessages.providerDisabled }, 404));
    const res = await startSocialSignIn(new Request('http://shop.test/auth/facebook?redirectTo=//evil.test'), context, 'facebook');
    expect(res.headers.get('Location')).toBe('/login?social_error=unavailable');
    const bad = await startSocialSignIn(new Request('http://shop.test/auth/myspace?redirectTo=/liked'), context, 'myspace');
    expect(bad.headers.get('Location')).toBe('/login?social_error=unavailable&redirectTo=%2Fliked');
  });

  it('callback: needs this browser\'s state; then signs in and lands where it started', async () => {
    const { context, calls } = fakeContext(() => json({ data: SESSION }));
    const cookie = cookieHeader(flowCookie({ provider: 'google', state: 'st-1', redirectTo: '/liked', referral: 'REF' }, false));
    const at = (q: string, withCookie = true) =>
      new Request(`http://shop.test/auth/google/callback?${q}`, { headers: withCookie ? { Cookie: cookie } : {} });
    const back = (url: string) => Object.fromEntries(['code', 'state', 'error'].map((k) => [k, new URL(url).searchParams.get(k)])) as never;

    for (const [url, withCookie] of [['code=c&state=other', true], ['code=c&state=st-1', false], ['state=st-1', true]] as const) {
      const refused = await finishSocialSignIn(at(url, withCookie), context, 'google', back(`http://x/?${url}`));
      expect(refused.headers.get('Location'), url).toMatch(/^\/login\?social_error=expired/);
    }
    const otherProvider = await finishSocialSignIn(at('code=c&state=st-1'), context, 'apple', back('http://x/?code=c&state=st-1'));
    expect(otherProvider.headers.get('Location')).toBe('/login?social_error=expired&redirectTo=%2Fliked');
    const cancelled = await finishSocialSignIn(at('error=access_denied&state=st-1'), context, 'google', back('http://x/?error=access_denied'));
    expect(cancelled.headers.get('Location')).toBe('/login?social_error=cancelled&redirectTo=%2Fliked');
    expect(calls).toHaveLength(0);

    const ok = await finishSocialSignIn(at('code=c&state=st-1'), context, 'google', back('http://x/?code=c&state=st-1'));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('Location')).toBe('/liked');
    expect(calls[0]!.body).toEqual({ code: 'c', state: 'st-1', referral: 'REF' });
    const set = cookiesOf(ok);
    expect(set.find((c) => c.startsWith('access_token='))).toContain(encodeURIComponent('Bearer 5|secret'));
    expect(set.find((c) => c.startsWith('user='))).toBeDefined();
    expect(set.find((c) => c.startsWith(`${FLOW_COOKIE}=`))).toMatch(/Max-Age=0/);
  });

  it('callback: the API\'s refusals become codes the login page translates', async () => {
    const cookie = cookieHeader(flowCookie({ provider: 'google', state: 's', redirectTo: '/' }, false));
    const req = () => new Request('http://shop.test/auth/google/callback?code=c&state=s', { headers: { Cookie: cookie } });
    const cases: Array<[number, string, string]> = [
      [422, socialAuthMessages.emailUnverified, 'unverified'],
      [422, socialAuthMessages.emailInUse, 'email_in_use'],
      [422, socialAuthMessages.stateInvalid, 'expired'],
      [403, 'This account is blocked', 'blocked'],
      [429, 'Too many sign-in attempts.', 'too_many'],
      [502, socialAuthMessages.providerUnavailable, 'unavailable'],
      [422, referralMessages.unknownCode, 'referral'],
      [422, referralMessages.ownCode, 'referral'],
    ];
    for (const [status, message, code] of cases) {
      const { context } = fakeContext(() => json({ status: false, statusCode: `ERROR_${status}`, message }, status));
      const res = await finishSocialSignIn(req(), context, 'google', { code: 'c', state: 's', error: null });
      expect(res.headers.get('Location'), message).toBe(`/login?social_error=${code}`);
    }
  });

  it('Apple\'s cross-site form post becomes a GET of the same address, with the name it sends once', async () => {
    const body = new URLSearchParams({ code: 'c1', state: 's1', user: JSON.stringify({ name: { firstName: 'Lucía', lastName: 'Pérez' }, email: 'x@y' }) });
    const res = await formPostToQuery(new Request('http://shop.test/auth/apple/callback', { method: 'POST', body }));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('Location')!, 'http://shop.test');
    expect(location.pathname).toBe('/auth/apple/callback');
    expect(Object.fromEntries(location.searchParams)).toEqual({ code: 'c1', state: 's1', firstname: 'Lucía', lastname: 'Pérez' });
  });
});
