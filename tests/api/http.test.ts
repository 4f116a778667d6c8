import { describe, expect, it } from 'vitest';
import { errorBody } from '../../contract/http';
import { health } from '../../contract/presentation';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

describe('health', () => {
  it('reports database reachability', async () => {
    const { res, body } = await getJson(t.app, '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(health.parse(body)).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const app = t.freshApp({ ping: async () => false });
    const { res, body } = await getJson(app, '/api/v1/health');
    expect(res.status).toBe(503);
    expect(health.parse(body)).toMatchObject({ status: 'degraded', database: 'down' });
  });
});

describe('errors', () => {
  it('answers unknown /api/v1 paths with a JSON 404 in the contract shape', async () => {
    const { res, body } = await getJson(t.app, '/api/v1/rest/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(errorBody.parse(body)).toMatchObject({ status: false, statusCode: 'ERROR_404' });
  });

  it('rejects bad query input with 422 naming each field', async () => {
    const { res, body } = await getJson(t.app, '/api/v1/rest/shops/paginate?perPage=1000&type=boat&page=abc');
    expect(res.status).toBe(422);
    const err = errorBody.parse(body);
    expect(Object.keys(err.params ?? {}).sort()).toEqual(['page', 'perPage', 'type']);
    expect(err.message).toMatch(/perPage|type|page/);
    expect(err.params?.perPage?.[0]).toMatch(/100/);
  });

  it('hides unexpected errors behind a JSON 500 and logs them with the request id', async () => {
    const app = t.freshApp();
    app.get('/__test/boom', () => {
      throw new Error('kaboom: secret detail');
    });
    const res = await app.request('/__test/boom');
    expect(res.status).toBe(500);
    const raw = await res.text();
    expect(raw).not.toMatch(/kaboom|at .*\.ts/);
    const body = errorBody.parse(JSON.parse(raw));
    expect(body.statusCode).toBe('ERROR_500');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const logged = t.logs.find((l) => l.msg === 'unhandled error' && l.requestId === requestId);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toMatch(/kaboom/);
  });

  it('never answers 401 on public endpoints for a stale or garbage token', async () => {
    for (const path of ['/api/v1/rest/settings', '/api/v1/rest/shops/paginate', '/api/v1/rest/languages/active']) {
      const res = await t.app.request(path, { headers: { Authorization: 'Bearer 99|expired-or-garbage' } });
      expect(res.status, path).toBe(200);
    }
  });
});

describe('storage images', () => {
  it('serves stored images with cache headers and 404s missing ones as JSON', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    fs.mkdirSync(path.join(t.storageDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.storageDir, 'uploads', 'pixel.webp'), Buffer.from('RIFF\0\0\0\0WEBP'));
    const res = await t.app.request('/storage/images/uploads/pixel.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const missing = await t.app.request('/storage/images/uploads/none.webp');
    expect(missing.status).toBe(404);
    const escape = await t.app.request('/storage/images/..%2F..%2Fetc%2Fpasswd');
    expect(escape.status).toBe(404);
  });
});
