import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from './errors';
import { readQuery } from './input';
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
