import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApiClient } from './browser-client';
import { markLoggingOut, markSignedIn } from './logout-in-progress';
import { ApiResponseError } from './client';

function fakeBrowser(status: number) {
  const jar = { written: [] as string[] };
  const requests: Request[] = [];
  const visited: string[] = [];
  const env = {
    cookies: { set: (c: string) => void jar.written.push(c) },
    assign: (url: string) => void visited.push(url),
    fetch: (async (request: Request) => {
      requests.push(request);
      return new Response(JSON.stringify(status < 300 ? { data: 'ok' } : { status: false, message: 'nope' }), { status });
    }) as typeof fetch,
  };
  return { env, jar, requests, visited };
}

afterEach(() => vi.restoreAllMocks());

describe('browserApiClient', () => {
  it('sends the page language on every call and no Authorization: the HttpOnly session cookie rides along', async () => {
    const b = fakeBrowser(200);
    const api = browserApiClient('http://shop.test/api/v1', 'ar', b.env);
    await expect(api.get('rest/settings')).resolves.toEqual({ data: 'ok' });
    expect(b.requests[0]!.headers.get('Authorization')).toBeNull();
    expect(new URL(b.requests[0]!.url).searchParams.get('lang')).toBe('ar');
  });

  it('on 401 clears the user and token cookies and loads /login with the toast reason', async () => {
    const b = fakeBrowser(401);
    await expect(browserApiClient('http://shop.test/api/v1', 'es', b.env).get('dashboard/user/profile/show')).rejects.toMatchObject({ status: 401 });
    expect(b.jar.written.map((c) => c.split(';')[0])).toEqual(['access_token=', 'user=']);
    expect(b.jar.written.every((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(b.visited).toEqual(['/login?reason=unauthorized']);
  });

  it('while this tab logs out, a late 401 leaves the customer where logout leads; signed in again, a 401 ends the session', async () => {
    const b = fakeBrowser(401);
    const api = browserApiClient('http://shop.test/api/v1', 'es', b.env);
    markLoggingOut();
    await expect(api.get('dashboard/notifications/statistic')).rejects.toMatchObject({ status: 401 });
    expect(b.visited).toEqual([]);
    expect(b.jar.written).toEqual([]);
    markSignedIn();
    await expect(api.get('dashboard/notifications/statistic')).rejects.toMatchObject({ status: 401 });
    expect(b.visited).toEqual(['/login?reason=unauthorized']);
  });

  it('recognises 403 without touching the session or logging', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const b = fakeBrowser(403);
    const failure = await browserApiClient('http://shop.test/api/v1', 'es', b.env).get('dashboard/x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiResponseError);
    expect((failure as ApiResponseError).forbidden).toBe(true);
    expect(b.jar.written).toEqual([]);
    expect(b.visited).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs other errors (a 4xx as a warning) and rejects with the response for the caller', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = fakeBrowser(422);
    const failure = await browserApiClient('http://shop.test/api/v1', 'es', b.env).post('rest/x', {}).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 422, data: { message: 'nope' } });
    expect(error).toHaveBeenCalledOnce();
    expect(b.visited).toEqual([]);
  });
});
