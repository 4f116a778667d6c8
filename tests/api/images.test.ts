import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cachePolicy } from '../../contract/cache-policy';
import { errorBody } from '../../contract/http';
import { IMAGE_WIDTHS } from '../../contract/images';
import { useSeededApp } from '../support/app';

const t = useSeededApp();

/** A solid picture of the given size, written under the storage directory. */
async function writeImage(rel: string, width: number, height: number, format: 'webp' | 'png' = 'webp') {
  const file = path.join(t.storageDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });
  await (format === 'png' ? image.png() : image.webp()).toFile(file);
  return file;
}

const size = async (res: Response) => {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
};

async function expectError(url: string, status: number) {
  const res = await t.app.request(url);
  expect(res.status, url).toBe(status);
  expect(res.headers.get('content-type'), url).toMatch(/application\/json/);
  expect(res.headers.get('cache-control'), url).toBe(cachePolicy.none);
  const body = errorBody.parse(await res.json());
  expect(body.message.length, url).toBeGreaterThan(3);
  return body;
}

describe('resized copies of stored images (?w=)', () => {
  beforeAll(async () => {
    await writeImage('demo/shops/test-cover.webp', 1200, 600);
    await writeImage('demo/brands/test-logo.png', 256, 256, 'png');
  });

  it('serves a copy of the asked width, same format and proportions, with the image cache headers', async () => {
    const res = await t.app.request('/storage/images/demo/shops/test-cover.webp?w=320');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe(cachePolicy.image);
    expect(await size(res)).toEqual({ width: 320, height: 160, format: 'webp' });
    expect(fs.existsSync(path.join(t.storageDir, '.variants', '320', 'demo/shops/test-cover.webp'))).toBe(true);
  });

  it('answers later requests from the copy on disk', async () => {
    await t.app.request('/storage/images/demo/shops/test-cover.webp?w=480');
    // Swap the stored copy for a recognisable picture: if the server resized again, we would not get it back.
    const copy = path.join(t.storageDir, '.variants', '480', 'demo/shops/test-cover.webp');
    await sharp({ create: { width: 480, height: 10, channels: 3, background: '#000' } }).webp().toFile(`${copy}.new`);
    fs.renameSync(`${copy}.new`, copy);
    const res = await t.app.request('/storage/images/demo/shops/test-cover.webp?w=480');
    expect(await size(res)).toMatchObject({ width: 480, height: 10 });
  });

  it('makes the copy again when the original is replaced', async () => {
    const rel = 'uploads/replaced.webp';
    const original = await writeImage(rel, 1000, 500);
    expect(await size(await t.app.request(`/storage/images/${rel}?w=640`))).toMatchObject({ width: 640, height: 320 });
    await writeImage(rel, 1000, 1000);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(original, later, later);
    expect(await size(await t.app.request(`/storage/images/${rel}?w=640`))).toMatchObject({ width: 640, height: 640 });
  });

  it('never upscales: a narrower original comes back as it is', async () => {
    const res = await t.app.request('/storage/images/demo/brands/test-logo.png?w=960');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const original = fs.readFileSync(path.join(t.storageDir, 'demo/brands/test-logo.png'));
    expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
  });

  it('serves every allowed width', async () => {
    for (const w of IMAGE_WIDTHS) {
      const res = await t.app.request(`/storage/images/demo/shops/test-cover.webp?w=${w}`);
      expect(res.status, String(w)).toBe(200);
      expect((await size(res)).width, String(w)).toBe(Math.min(w, 1200));
    }
  });

  it('makes one copy for many requests at once', async () => {
    await writeImage('uploads/busy.webp', 1200, 600);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.request('/storage/images/uploads/busy.webp?w=192')));
    for (const res of answers) expect(res.status).toBe(200);
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    for (const body of bodies) expect(body.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    const dir = path.join(t.storageDir, '.variants', '192', 'uploads');
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('busy'))).toEqual(['busy.webp']);
  });

  it('rejects widths off the list with a readable 400', async () => {
    for (const w of ['123', '0', '-320', '320.5', '1e3', 'abc', '', '99999']) {
      const body = await expectError(`/storage/images/demo/shops/test-cover.webp?w=${w}`, 400);
      expect(body.message).toContain(IMAGE_WIDTHS.join(', '));
    }
  });

  it('answers 400 for formats it cannot resize and 404 for missing pictures', async () => {
    fs.writeFileSync(path.join(t.storageDir, 'demo/brands/vector.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expectError('/storage/images/demo/brands/vector.svg?w=320', 400);
    await expectError('/storage/images/demo/shops/none.webp?w=320', 404);
  });

  it('serves the original when it cannot be decoded, never a 500', async () => {
    fs.mkdirSync(path.join(t.storageDir, 'uploads'), { recursive: true });
    const broken = Buffer.from('RIFF\0\0\0\0WEBPnot really');
    fs.writeFileSync(path.join(t.storageDir, 'uploads/broken.webp'), broken);
    const res = await t.app.request('/storage/images/uploads/broken.webp?w=320');
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(broken)).toBe(true);
    expect(t.logs.some((l) => l.msg === 'image variant failed; serving the original')).toBe(true);
  });

  it('keeps the copies, hidden files and anything outside the storage out of reach', async () => {
    await t.app.request('/storage/images/demo/shops/test-cover.webp?w=320');
    fs.writeFileSync(path.join(t.storageDir, 'demo', '.version'), 'art-1');
    for (const url of [
      '/storage/images/.variants/320/demo/shops/test-cover.webp',
      '/storage/images/demo/.version',
      '/storage/images/..%2F..%2Fetc%2Fpasswd?w=320',
    ]) {
      await expectError(url, 404);
    }
    // URL parsing folds encoded dot segments and backslashes before routing: these leave /storage/images/.
    for (const url of ['/storage/images/demo/%2E%2E/%2E%2E/%2E%2E/etc/passwd.png?w=320', '/storage/images/demo\\..\\..\\x.webp?w=320']) {
      expect((await t.app.request(url)).status, url).toBe(404);
    }
  });
});
