import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ImageStore, type S3Settings } from '../../server/storage/image-store';
import { useSeededApp } from '../support/app';
import { call, signUpByEmail } from '../support/auth';

// Two instances, each with its own storage directory, share uploads through an S3-compatible
// bucket: a picture uploaded through one is served by the other.

const seeded = useSeededApp();
let fake: S3rver;
let settings: S3Settings;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-s3-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  fake = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir(), configureBuckets: [{ name: 'comanda-images' }] });
  const { port } = await fake.run();
  settings = {
    bucket: 'comanda-images', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, prefix: 'test/',
  };
});
afterAll(async () => {
  await fake?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const instance = () => {
  const storageDir = tempDir();
  return seeded.freshApp({}, { storageDir, images: s3ImageStore(storageDir, settings) });
};

describe('uploads in a shared bucket', () => {
  it('serves on instance B (and resized) what a customer uploaded through instance A', async () => {
    const [a, b] = [instance(), instance()];
    const ana = await signUpByEmail(a, 'ana.s3@example.com');
    const form = new FormData();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
    form.append('image', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
    form.append('type', 'users');
    const uploaded = await call<{ data: { title: string } }>(a, 'POST', 'dashboard/galleries', { token: ana.token, body: form });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const url = new URL(uploaded.body.data.title).pathname;

    const served = await b.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(900);
    const resized = await b.request(`${url}?w=320`);
    expect(resized.status).toBe(200);
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(320);
    // Something nobody uploaded stays a 404 on every instance.
    expect((await b.request(url.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });
});
