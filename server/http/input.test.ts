import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from './errors';
import { readJson, readQuery } from './input';
import type { AppEnv } from './types';

const schema = z.object({
  ids: z.array(z.coerce.number<string>()).optional(),
  address: z.object({ latitude: z.coerce.number<string>(), longitude: z.coerce.number<string>() }).optional(),
});

const app = new Hono<AppEnv>()
  .get('/q', (c) => c.json(readQuery(c, schema)))
  .onError(handleError);

describe('readQuery', () => {
  it.each([
    ['ids[]=1&ids[]=2', [1, 2]],
    ['ids[0]=1&ids[1]=2', [1, 2]],
    ['ids%5B0%5D=1&ids%5B1%5D=2', [1, 2]],
  ])('parses %s', async (query, ids) => {
    const res = await app.request(`/q?${query}&address[latitude]=6.2442&address[longitude]=-75.5812`);
    expect(await res.json()).toEqual({ ids, address: { latitude: 6.2442, longitude: -75.5812 } });
  });

  it('answers 422 with the nested field name', async () => {
    const res = await app.request('/q?address[latitude]=north&address[longitude]=1');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { params: Record<string, string[]> };
    expect(Object.keys(body.params)).toEqual(['address.latitude']);
  });
});

describe('validateInput (issue #21)', () => {
  const body = z.object({ note: z.string(), title: z.string().optional(), id: z.number().int().optional() });
  const post = new Hono<AppEnv>().post('/b', async (c) => c.json(await readJson(c, body))).onError(handleError);
  const send = (json: unknown) => post.request('/b', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });

  it('refuses control characters with a 422 naming the field, but keeps newlines and tabs in bodies', async () => {
    const res = await send({ note: 'ok', title: 'a\u0000b' });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { params: object }).params)).toEqual(['title']);
    expect((await send({ note: 'line 1\nline 2\tend' })).status).toBe(200);
  });

  it('refuses integers beyond int4 after parsing, naming the field', async () => {
    const res = await send({ note: 'x', id: 2_147_483_648 });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { params: object }).params)).toEqual(['id']);
    expect((await send({ note: 'x', id: 2_147_483_647 })).status).toBe(200);
  });

  it('refuses every control character in query strings, newlines too', async () => {
    const res = await app.request('/q?address[latitude]=1%0A&address[longitude]=2');
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { params: object }).params)).toEqual(['address.latitude']);
  });
});
