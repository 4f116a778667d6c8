import { describe, expect, it, vi } from 'vitest';
import { ApiResponseError, createApiClient } from './client';

function recordingFetch(status: number, body: unknown) {
  const seen: Request[] = [];
  const fetch = async (req: Request) => {
    seen.push(req);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { seen, fetch };
}

describe('createApiClient', () => {
  it('adds lang to every request and sends the token verbatim', async () => {
    const t = recordingFetch(200, { data: [1] });
    const api = createApiClient({ baseUrl: 'http://x.test/api/v1/', fetch: t.fetch, lang: 'ar', authorization: 'Bearer 1|abc' });
    await expect(api.get('/rest/settings', { page: 2 })).resolves.toEqual({ data: [1] });
    const url = new URL(t.seen[0]!.url);
    expect(url.pathname).toBe('/api/v1/rest/settings');
    expect(url.searchParams.get('lang')).toBe('ar');
    expect(url.searchParams.get('page')).toBe('2');
    expect(t.seen[0]!.headers.get('Authorization')).toBe('Bearer 1|abc');
  });

  it('lets an explicit lang win and omits lang when none is known', async () => {
    const t = recordingFetch(200, {});
    await createApiClient({ baseUrl: 'http://x.test/api/v1', fetch: t.fetch, lang: 'es' }).get('rest/x', { lang: 'en' });
    await createApiClient({ baseUrl: 'http://x.test/api/v1', fetch: t.fetch, lang: undefined }).get('rest/x');
    expect(new URL(t.seen[0]!.url).searchParams.getAll('lang')).toEqual(['en']);
    expect(new URL(t.seen[1]!.url).searchParams.has('lang')).toBe(false);
    expect(t.seen[1]!.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies as JSON and a FormData body as multipart', async () => {
    const t = recordingFetch(200, {});
    const api = createApiClient({ baseUrl: 'http://x.test/api/v1', fetch: t.fetch, lang: 'en' });
    await api.put('dashboard/x', { a: 1 });
    const form = new FormData();
    form.append('image', new File(['png'], 'a.png', { type: 'image/png' }));
    await api.post('dashboard/galleries', form);
    expect(t.seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await t.seen[0]!.text()).toBe('{"a":1}');
    expect(t.seen[1]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(((await t.seen[1]!.formData()).get('image') as File).name).toBe('a.png');
  });

  it('calls onUnauthorized on a 401 (and only then) before rejecting', async () => {
    const seen: number[] = [];
    const make = (status: number) =>
      createApiClient({
        baseUrl: 'http://x.test/api/v1',
        fetch: recordingFetch(status, { status: false, statusCode: `ERROR_${status}`, message: 'no' }).fetch,
        lang: 'en',
        onUnauthorized: (e) => seen.push(e.status),
      });
    await expect(make(401).get('dashboard/user/profile/show')).rejects.toMatchObject({ status: 401 });
    await expect(make(403).get('dashboard/user/profile/show')).rejects.toMatchObject({ status: 403 });
    expect(seen).toEqual([401]);
  });

  it('rejects non-2xx answers with the status and the parsed error body', async () => {
    const body = { status: false, statusCode: 'ERROR_422', message: 'perPage: Too big', params: { perPage: ['Too big'] } };
    const t = recordingFetch(422, body);
    const error = await createApiClient({ baseUrl: 'http://x.test/api/v1', fetch: t.fetch, lang: 'en' })
      .post('rest/y', { a: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toMatchObject({ status: 422, data: body, message: 'perPage: Too big' });
    expect(t.seen[0]!.method).toBe('POST');
    expect(await t.seen[0]!.json()).toEqual({ a: 1 });
  });

  it("logs a refusal, but not the one status the call expects (CT1's 404 = no cart)", async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const api = createApiClient({ baseUrl: 'http://x.test/api/v1', fetch: recordingFetch(404, { status: false, statusCode: 'ERROR_404', message: 'Cart not found' }).fetch, lang: 'en' });
      await expect(api.get('dashboard/user/cart', {}, 404)).rejects.toMatchObject({ status: 404 });
      expect(logged).not.toHaveBeenCalled();
      await expect(api.get('dashboard/user/cart')).rejects.toMatchObject({ status: 404 });
      expect(logged).toHaveBeenCalledWith('API GET dashboard/user/cart answered 404', expect.anything());
    } finally {
      logged.mockRestore();
    }
  });
});
