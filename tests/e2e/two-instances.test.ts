import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSql, throwawayDatabase } from '../support/pg-sql';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { call, PASSWORD } from '../support/auth';
import { httpApp, newCustomer, signIn } from './support/customer';

/**
 * Issue #21: two server processes on one PostgreSQL database behave as one — sign-in limits count
 * across both, a setting or rate changed anywhere is served by both at once, and a picture
 * uploaded through one is served by the other (S3-compatible bucket, a local s3rver here).
 * vitest.config.ts runs this file only when TEST_DATABASE_URL is set (CI sets it).
 */
const database = throwawayDatabase('comanda_two', 'two-instances');

let a: RunningServer;
let b: RunningServer;
let bucket: S3rver;
const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-bucket-'));

beforeAll(async () => {
  await database.create();
  bucket = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: bucketDir, configureBuckets: [{ name: 'uploads' }] });
  const { port } = await bucket.run();
  const env = {
    DATABASE_URL: database.url, TRUST_PROXY: '1', S3_BUCKET: 'uploads', S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  // The first migrates and seeds; the second finds the marketplace there.
  // From the browser tests' data template: the demo images are rendered already.
  a = await startServer(env, { dataTemplate: inject('dataTemplate') });
  b = await startServer(env, { dataTemplate: inject('dataTemplate') });
}, 300_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await bucket?.close();
  await database.drop();
  fs.rmSync(bucketDir, { recursive: true, force: true });
});

describe('two instances on one database', () => {
  it('count wrong passwords together: the sixth from one address is refused, whichever instance it reaches', async () => {
    const { phone } = await newCustomer(a.url);
    const attempt = (server: RunningServer) =>
      call(httpApp(server.url, '198.51.100.7'), 'POST', 'auth/login', { json: { phone, password: 'not-the-password' } });
    for (const server of [a, b, a, b, a]) expect((await attempt(server)).status).toBe(422);
    expect((await attempt(b)).status).toBe(429);
    // The owner, from elsewhere, still gets in (a short wait at most: decision 0009).
    expect((await signIn(b.url, phone)).access_token).toBeTruthy();
  });

  it('serve a setting and a currency rate changed anywhere at once, not after their cache lifetime', async () => {
    const footer = async (server: RunningServer) =>
      ((await (await fetch(`${server.url}/api/v1/rest/settings`)).json()) as { data: Array<{ key: string; value: string }> }).data.find((s) => s.key === 'footer_text')?.value;
    const rates = async (server: RunningServer) =>
      ((await (await fetch(`${server.url}/api/v1/rest/currencies/active`)).json()) as { data: Array<{ id: number; rate: number }> }).data;
    await footer(b);
    const [euro] = (await rates(b)).filter((c) => c.rate !== 1);
    await runSql(database.url, `UPDATE settings SET value = 'Changed elsewhere' WHERE key = 'footer_text'`);
    await runSql(database.url, 'UPDATE currencies SET rate = rate * 2 WHERE id = $1', [euro!.id]);
    await expect.poll(() => footer(b), { timeout: 5_000 }).toBe('Changed elsewhere');
    await expect.poll(() => footer(a), { timeout: 5_000 }).toBe('Changed elsewhere');
    await expect.poll(async () => (await rates(b)).find((c) => c.id === euro!.id)?.rate, { timeout: 5_000 }).toBe(euro!.rate * 2);
  });

  it('serve on one instance a picture uploaded through the other', async () => {
    const { phone } = await newCustomer(a.url);
    const session = await signIn(a.url, phone, PASSWORD);
    const form = new FormData();
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 10, g: 160, b: 90 } } }).png().toBuffer();
    form.append('image', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
    form.append('type', 'users');
    const uploaded = await call<{ data: { title: string } }>(httpApp(a.url), 'POST', 'dashboard/galleries', { token: session.access_token, body: form });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const served = await fetch(`${b.url}${new URL(uploaded.body.data.title).pathname}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(120);
  });
});
