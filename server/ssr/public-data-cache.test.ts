import { describe, expect, it } from 'vitest';
import { cachePublicData, sharedMaxAge } from './public-data-cache';

function countingApi(cacheControl: string, status = 200) {
  const calls: string[] = [];
  const fetchApi = async (request: Request) => {
    calls.push(request.url);
    await new Promise((r) => setTimeout(r, 5));
    return new Response(JSON.stringify({ n: calls.length }), { status, headers: { 'cache-control': cacheControl, 'content-type': 'application/json' } });
  };
  return { calls, fetchApi };
}

describe('public data cache for server rendering', () => {
  it('reads the shared lifetime from Cache-Control', () => {
    expect(sharedMaxAge('public, max-age=60, stale-while-revalidate=3600')).toBe(60);
    expect(sharedMaxAge('private, no-cache')).toBe(0);
    expect(sharedMaxAge('no-store')).toBe(0);
    expect(sharedMaxAge('public')).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });

  it('reuses public answers per URL and shares one call between concurrent misses', async () => {
    const api = countingApi('public, max-age=60');
    const cached = cachePublicData(api.fetchApi, { maxAgeSeconds: 30 });
    const url = 'http://x/api/v1/rest/shops/paginate?lang=en';
    const bodies = await Promise.all([1, 2, 3].map(() => cached(new Request(url)).then((r) => r.json())));
    expect(bodies).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(await (await cached(new Request(url))).json()).toEqual({ n: 1 });
    await cached(new Request(`${url}&currency_id=2`));
    expect(api.calls).toHaveLength(2);
  });

  it('never keeps personal, failed or non-GET answers', async () => {
    const personal = countingApi('no-store');
    const cachedPersonal = cachePublicData(personal.fetchApi, { maxAgeSeconds: 30 });
    await cachedPersonal(new Request('http://x/a'));
    await cachedPersonal(new Request('http://x/a'));
    expect(personal.calls).toHaveLength(2);

    const publicApi = countingApi('public, max-age=60');
    const cached = cachePublicData(publicApi.fetchApi, { maxAgeSeconds: 30 });
    const withToken = () => new Request('http://x/b', { headers: { Authorization: 'Bearer t' } });
    await cached(withToken());
    await cached(withToken());
    await cached(new Request('http://x/b', { method: 'POST' }));
    expect(publicApi.calls).toHaveLength(3);

    const failing = countingApi('public, max-age=60', 500);
    const cachedFailing = cachePublicData(failing.fetchApi, { maxAgeSeconds: 30 });
    const [a, b] = await Promise.all([cachedFailing(new Request('http://x/c')), cachedFailing(new Request('http://x/c'))]);
    expect([a.status, b.status]).toEqual([500, 500]);
    expect(failing.calls).toHaveLength(2);
  });

  it('forgets an answer after the shorter of its max-age and the configured cap', async () => {
    const api = countingApi('public, max-age=60');
    const cached = cachePublicData(api.fetchApi, { maxAgeSeconds: 0.05 });
    await cached(new Request('http://x/e'));
    await new Promise((r) => setTimeout(r, 80));
    expect(await (await cached(new Request('http://x/e'))).json()).toEqual({ n: 2 });
  });

  it('is off with a zero lifetime', async () => {
    const api = countingApi('public, max-age=60');
    const cached = cachePublicData(api.fetchApi, { maxAgeSeconds: 0 });
    await cached(new Request('http://x/d'));
    await cached(new Request('http://x/d'));
    expect(api.calls).toHaveLength(2);
  });
});
