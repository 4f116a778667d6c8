import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages as m } from '../../contract/account-fields';
import { galleryUpload, profileUser } from '../../contract/profile';
import type { ApiApp } from '../../server/app';
import { galleries } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { call, clearAccounts, expectError, signUpByEmail } from '../support/auth';

const t = useSeededApp();
let app: ApiApp;

beforeEach(async () => {
  await clearAccounts(t.db);
  app = t.freshApp();
});

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();

function upload(token: string | undefined, file: Buffer | string, name: string, type?: string, declared = 'image/png') {
  const form = new FormData();
  form.append('image', new File([typeof file === 'string' ? file : new Uint8Array(file)], name, { type: declared }));
  if (type !== undefined) form.append('type', type);
  return call<{ data: unknown }>(app, 'POST', 'dashboard/galleries', { token, body: form });
}

/** The stored file behind a returned title. */
const storedFile = (title: string) => path.join(t.storageDir, ...new URL(title).pathname.replace('/storage/images/', '').split('/'));

describe('G1 dashboard/galleries', () => {
  it('stores a picture under the storage directory and answers its URL as data.title', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const reply = await upload(ana.token, await png(), 'me.png', 'users');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const data = galleryUpload.parse(reply.body.data);
    expect(data).toMatchObject({ type: 'users', mime: 'image/png' });
    expect(data.title).toMatch(/^http:\/\/shop\.test\/storage\/images\/uploads\/users\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const file = storedFile(data.title);
    expect(fs.existsSync(file)).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });

    const served = await app.request(new URL(data.title).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const [row] = await t.db.select().from(galleries).where(eq(galleries.userId, ana.user.id));
    expect(row).toMatchObject({ type: 'users', mime: 'image/png' });
  });

  it('decides the type from the bytes: a text file named .png is refused', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const reply = await upload(ana.token, 'hello, I am not a picture', 'fake.png', 'users', 'image/png');
    expect(expectError(reply, 422).params).toEqual({ image: ['The file must be a PNG, JPEG, WebP or SVG image'] });
    // PNG signature with garbage after it: not readable.
    const truncated = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]);
    expect(expectError(await upload(ana.token, truncated, 'broken.png', 'users'), 422).params).toEqual({ image: ['The image could not be read'] });
    expect(await t.db.$count(galleries)).toBe(0);
  });

  it('refuses files over 2 MB', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    // Far over: the request is cut off before it is read (413).
    const big = Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024)]);
    const reply = await upload(ana.token, big, 'big.png', 'users');
    expect(expectError(reply, 413, 'The image may be at most 2 MB').params).toEqual({ image: ['The image may be at most 2 MB'] });
    // Just over the limit, inside the request allowance: the file check answers.
    const justOver = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024 - 10)]);
    expectError(await upload(ana.token, justOver, 'big.png', 'users'), 422, 'The image may be at most 2 MB');
    expect(await t.db.$count(galleries)).toBe(0);
  });

  it('draws an SVG to PNG, and refuses one with external references', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="red"/></svg>';
    const reply = await upload(ana.token, svg, 'logo.svg', 'shops', 'image/svg+xml');
    const data = galleryUpload.parse(reply.body.data);
    expect(data).toMatchObject({ type: 'shops', mime: 'image/png' });
    expect(data.title).toMatch(/\/uploads\/shops\/.+\.png$/);
    expect((await sharp(storedFile(data.title)).metadata()).format).toBe('png');

    const external = '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://evil.test/x.png" width="10" height="10"/></svg>';
    expectError(await upload(ana.token, external, 'x.svg', 'users', 'image/svg+xml'), 422, 'The image could not be read');
    const scripted = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(1)</script></svg>';
    // Drawn to a harmless PNG: no uploaded SVG (and so no script) is ever served.
    const scriptReply = await upload(ana.token, scripted, 's.svg', 'users', 'image/svg+xml');
    expect(scriptReply.status).toBe(200);
    const drawn = galleryUpload.parse(scriptReply.body.data);
    expect(drawn.title).toMatch(/\.png$/);
    expect(fs.readFileSync(storedFile(drawn.title)).subarray(1, 4).toString()).toBe('PNG');
    expect(fs.readdirSync(path.dirname(storedFile(drawn.title))).some((f) => f.endsWith('.svg'))).toBe(false);
  });

  it('validates type and the presence of the file, and needs a session', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    expect(expectError(await upload(ana.token, await png(), 'a.png', 'admins'), 422).params).toEqual({ type: ['Type must be users or shops'] });
    const empty = new FormData();
    empty.append('type', 'users');
    expect(expectError(await call(app, 'POST', 'dashboard/galleries', { token: ana.token, body: empty }), 422).params).toEqual({ image: ['Choose a picture'] });
    expectError(await upload(undefined, await png(), 'a.png', 'users'), 401, m.unauthorized);
  });

  it('sets the avatar through PR2 images[] only from the user\'s own uploads', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const luis = await signUpByEmail(app, 'luis@example.com');
    const mine = galleryUpload.parse((await upload(ana.token, await png(), 'me.png', 'users')).body.data);
    const his = galleryUpload.parse((await upload(luis.token, await png(), 'him.png', 'users')).body.data);

    const set = await call<{ data: unknown }>(app, 'PUT', 'dashboard/user/profile/update', { token: ana.token, json: { firstname: 'Ana', images: [mine.title] } });
    expect(set.status).toBe(200);
    expect(profileUser.parse(set.body.data).img).toBe(mine.title);

    const stolen = await call(app, 'PUT', 'dashboard/user/profile/update', { token: ana.token, json: { images: [his.title] } });
    expect(expectError(stolen, 422).params).toHaveProperty(['images.0']);
    const outside = await call(app, 'PUT', 'dashboard/user/profile/update', { token: ana.token, json: { images: ['https://tracker.test/pixel.png'] } });
    expectError(outside, 422);
    const shown = await call<{ data: unknown }>(app, 'GET', 'dashboard/user/profile/show', { token: ana.token });
    expect(profileUser.parse(shown.body.data).img).toBe(mine.title);
  });
});
