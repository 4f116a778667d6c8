import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicationMessages as m, deliverymanRequest, operatorDeliverymanRequest, operatorShopRequest, userShop,
  type DeliverymanRequestBody, type SellerRequestBody,
} from '../../contract/applications';
import { operatorMessages } from '../../contract/operators';
import { profileUser } from '../../contract/profile';
import {
  categories, deliverymanRequests, galleries, notifications, sellerRequests, shops, shopTags, users,
} from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth/password';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { operatorToken } from '../support/order-rows';
import { makeCustomers, type Customer } from './orders-support';

/**
 * Become a seller (BS1) and become a courier (decision 0016): the applicant's calls, the rules
 * (password first, one pending request, own uploads only, bounded fields), the operators' list,
 * approve and reject, the applicant's notification, and PR1's `user.shop`.
 */

const t = useSeededApp();
let admin: string;
let passwordHash: string;
let n = 0;

beforeAll(async () => {
  admin = await operatorToken(t.app);
  passwordHash = await hashPassword('secret-pass-1');
}, 60_000);

beforeEach(async () => {
  await t.db.delete(sellerRequests);
  await t.db.delete(deliverymanRequests);
  await t.db.delete(shops).where(isNotNull(shops.userId));
  await t.db.delete(notifications);
});

/** A fresh customer; with a password unless `password: false`. */
async function customer(options: { password?: boolean } = {}): Promise<Customer> {
  const [c] = await makeCustomers(t.db, `apply${++n}`, 1);
  if (options.password !== false) await t.db.update(users).set({ passwordHash }).where(eq(users.id, c!.userId));
  return c!;
}

const user$ = (method: string, p: string, token: string | undefined, json?: unknown) =>
  call<{ data: unknown }>(t.app, method, `dashboard/${p}`, { ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });
const admin$ = (method: string, p: string, token: string | undefined = admin, json?: unknown) =>
  call<{ data: unknown; meta?: { total: number } }>(t.app, method, `dashboard/admin/${p}`, { ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });

function upload(token: string, file: Buffer | string, name: string, declared = 'image/png') {
  const form = new FormData();
  form.append('image', new File([typeof file === 'string' ? file : new Uint8Array(file)], name, { type: declared }));
  form.append('type', 'shops');
  return call<{ data: { title: string } }>(t.app, 'POST', 'dashboard/galleries', { token, body: form });
}
const png = () => sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 10, g: 160, b: 90 } } }).png().toBuffer();

async function shopBody(extra: Partial<SellerRequestBody> = {}): Promise<SellerRequestBody> {
  const [cat] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.type, 'shop')).limit(1);
  const [tag] = await t.db.select({ id: shopTags.id }).from(shopTags).limit(1);
  return {
    title: { es: 'Panadería Camila' }, description: { es: 'Pan y pasteles' }, address: { es: 'Calle 10 #43-12' }, phone: '+573001112233',
    images: [], categories: [cat!.id], tags: [tag!.id], min_amount: '10', tax: 8, price: 3, price_per_km: 1,
    delivery_time_type: 'minute', delivery_time_from: 20, delivery_time_to: 40, location: { latitude: 6.2442, longitude: -75.5812 }, type: 'shop',
    ...extra,
  };
}

const profile = async (token: string) => profileUser.parse((await user$('GET', 'user/profile/show?lang=es', token)).body.data);

describe('become a seller (BS1)', () => {
  it('creates the shop as `new` (not shown to customers), and the profile shows it under review', async () => {
    const c = await customer();
    const logo = await upload(c.token, await png(), 'logo.png');
    const cover = await upload(c.token, await png(), 'cover.png');
    const reply = await user$('POST', 'user/shops', c.token, await shopBody({ images: [logo.body.data.title, cover.body.data.title], user_id: c.userId }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const shop = userShop.parse(reply.body.data);
    expect(shop).toMatchObject({ status: 'new', type: 'shop', phone: '+573001112233', translation: { locale: 'es', title: 'Panadería Camila' }, request: { status: 'pending', reason: null } });
    expect(shop.slug).toMatch(/^panaderia-camila-[0-9a-f]{8}$/);
    expect(shop.logo_img).toBe(logo.body.data.title);
    expect(shop.background_img).toBe(cover.body.data.title);
    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ userId: c.userId, status: 'new', open: false, minAmount: '10.00', tax: '8.00', deliveryTimeFrom: 20 });

    const me = await profile(c.token);
    expect(me.role).toBe('user');
    expect(me.shop).toMatchObject({ id: shop.id, status: 'new', request: { status: 'pending' } });
    // Customers never see it.
    expect((await call(t.app, 'GET', `rest/shops/${shop.id}`)).status).toBe(404);
  });

  it('asks a customer without a password to set one first (spec §5)', async () => {
    const c = await customer({ password: false });
    const reply = await user$('POST', 'user/shops', c.token, await shopBody());
    expect(expectError(reply, 422, m.passwordFirst).params).toEqual({ password: [m.passwordFirst] });
    expect(await t.db.$count(sellerRequests)).toBe(0);
  });

  it('keeps one pending request per customer, also when two arrive at once', async () => {
    const c = await customer();
    const body = await shopBody();
    const [a, b] = await Promise.all([user$('POST', 'user/shops', c.token, body), user$('POST', 'user/shops', c.token, body)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expectError(await user$('POST', 'user/shops', c.token, body), 409, m.sellerPending);
    expect(await t.db.$count(sellerRequests, eq(sellerRequests.userId, c.userId))).toBe(1);
    // The refused attempt left no shop behind.
    expect(await t.db.$count(shops, eq(shops.userId, c.userId))).toBe(1);
  });

  it('answers field errors for bad input, unknown ids, someone else\'s upload or user_id', async () => {
    const c = await customer();
    const other = await customer();
    const cases: Array<[Partial<SellerRequestBody> | Record<string, unknown>, string]> = [
      [{ title: { es: '' } }, 'title'],
      [{ title: { es: 'x'.repeat(101) } }, 'title.es'],
      [{ address: {} }, 'address'],
      [{ phone: 'call me' }, 'phone'],
      [{ min_amount: '1.234' }, 'min_amount'],
      [{ min_amount: '-1' }, 'min_amount'],
      [{ tax: 101 }, 'tax'],
      [{ delivery_time_type: 'day' as 'hour' }, 'delivery_time_type'],
      [{ delivery_time_from: 50, delivery_time_to: 40 }, 'delivery_time_to'],
      [{ location: { latitude: 91, longitude: 0 } }, 'location.latitude'],
      [{ categories: [999999] }, 'categories'],
      [{ tags: [999999] }, 'tags'],
      [{ images: ['a', 'b', 'c'] }, 'images'],
      [{ images: ['http://shop.test/storage/images/uploads/shops/2020/01/nope.png'] }, 'images.0'],
    ];
    for (const [extra, field] of cases) {
      const reply = await user$('POST', 'user/shops', c.token, { ...(await shopBody()), ...extra });
      const error = expectError(reply, 422);
      expect(Object.keys(error.params ?? {}), `${JSON.stringify(extra)}: ${JSON.stringify(error)}`).toContain(field);
    }
    const theirs = await upload(other.token, await png(), 'logo.png');
    expectError(await user$('POST', 'user/shops', c.token, await shopBody({ images: [theirs.body.data.title] })), 422, m.uploadFirst);
    expectError(await user$('POST', 'user/shops', c.token, await shopBody({ user_id: other.userId })), 403, m.notYours);
    expect(await t.db.$count(sellerRequests)).toBe(0);
    expectError(await user$('POST', 'user/shops', undefined, await shopBody()), 401);
  });

  it('stores a hostile SVG logo only as a harmless PNG; wrong types and oversize files are refused', async () => {
    const c = await customer();
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" onload="alert(1)"><script>alert(document.cookie)</script><rect width="20" height="20"/></svg>';
    const svg = await upload(c.token, hostile, 'logo.svg', 'image/svg+xml');
    expect(svg.status).toBe(200);
    expect(svg.body.data.title).toMatch(/\.png$/);
    const file = path.join(t.storageDir, new URL(svg.body.data.title).pathname.replace('/storage/images/', ''));
    expect((await sharp(file).metadata()).format).toBe('png');
    expect(fs.readFileSync(file).includes('script')).toBe(false);
    const served = await t.app.request(new URL(svg.body.data.title).pathname);
    expect(served.headers.get('content-type')).toBe('image/png');
    const reply = await user$('POST', 'user/shops', c.token, await shopBody({ images: [svg.body.data.title] }));
    expect(userShop.parse(reply.body.data).logo_img).toBe(svg.body.data.title);

    const external = '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.test/x.png" width="9" height="9"/></svg>';
    expectError(await upload(c.token, external, 'x.svg', 'image/svg+xml'), 422);
    expectError(await upload(c.token, '%PDF-1.4 not a picture', 'logo.png'), 422);
    const big = Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024)]);
    expectError(await upload(c.token, big, 'big.png'), 413);
    expect(await t.db.$count(galleries, eq(galleries.userId, c.userId))).toBe(1);
  });
});

describe('operators decide seller requests', () => {
  it('refuses customers (403) and visitors (401) on every operator endpoint', async () => {
    const c = await customer();
    const endpoints: Array<[string, string, unknown?]> = [
      ['GET', 'shop-requests/paginate'],
      ['POST', 'shop-requests/1/approve'],
      ['POST', 'shop-requests/1/reject', { reason: 'no' }],
      ['POST', 'shops/1/publish'],
      ['GET', 'deliveryman-requests/paginate'],
      ['POST', 'deliveryman-requests/1/approve'],
      ['POST', 'deliveryman-requests/1/reject', { reason: 'no' }],
    ];
    for (const [method, p, json] of endpoints) {
      expectError(await admin$(method, p, c.token, json), 403, operatorMessages.forbidden);
      expectError(await admin$(method, p, '', json), 401);
    }
  });

  it('approves: the user becomes a seller, the shop waits unpublished, the applicant is notified; publishing shows it', async () => {
    const c = await customer();
    const shop = userShop.parse((await user$('POST', 'user/shops', c.token, await shopBody())).body.data);
    const listed = await admin$('GET', 'shop-requests/paginate?status=pending');
    const item = operatorShopRequest.array().parse(listed.body.data).find((r) => r.id === shop.request.id)!;
    expect(item).toMatchObject({ status: 'pending', user: { id: c.userId, role: 'user' }, shop: { id: shop.id, min_amount: 10, tax: 8, category_ids: [expect.any(Number)] } });

    expectError(await admin$('POST', `shops/${shop.id}/publish`), 409, m.notApprovedYet);
    expect((await admin$('POST', `shop-requests/${shop.request.id}/approve`)).status).toBe(200);
    expectError(await admin$('POST', `shop-requests/${shop.request.id}/approve`), 409, m.alreadyDecided);
    expectError(await admin$('POST', `shop-requests/${shop.request.id}/reject`, admin, { reason: 'late' }), 409, m.alreadyDecided);
    const me = await profile(c.token);
    expect(me.role).toBe('seller');
    expect(me.shop).toMatchObject({ status: 'inactive', request: { status: 'approved' } });
    expect((await call(t.app, 'GET', `rest/shops/${shop.id}`)).status).toBe(404);

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, c.userId));
    expect(note).toMatchObject({ type: 'seller_request', title: 'Panadería Camila', body: m.sellerApproved, data: { id: shop.request.id, status: 'approved', type: 'seller_request' } });
    const n1 = await user$('GET', 'notifications?type=seller_request', c.token);
    expect(n1.status).toBe(200);

    expect((await admin$('POST', `shops/${shop.id}/publish`)).status).toBe(200);
    expect((await call(t.app, 'GET', `rest/shops/${shop.id}`)).status).toBe(200);
    // A seller does not apply again.
    expectError(await user$('POST', 'user/shops', c.token, await shopBody()), 409, m.alreadySeller);
  });

  it('rejects with a reason; the applicant is told and may apply again', async () => {
    const c = await customer();
    const shop = userShop.parse((await user$('POST', 'user/shops', c.token, await shopBody())).body.data);
    expect(expectError(await admin$('POST', `shop-requests/${shop.request.id}/reject`, admin, {}), 422).params).toEqual({ reason: [m.reasonRequired] });
    expectError(await admin$('POST', `shop-requests/${shop.request.id}/reject`, admin, { reason: 'x'.repeat(501) }), 422);
    expect((await admin$('POST', `shop-requests/${shop.request.id}/reject`, admin, { reason: 'Missing tax id' })).status).toBe(200);
    const me = await profile(c.token);
    expect(me.role).toBe('user');
    expect(me.shop).toMatchObject({ status: 'rejected', request: { status: 'rejected', reason: 'Missing tax id' } });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, c.userId));
    expect(note).toMatchObject({ type: 'seller_request', body: `${m.sellerRejected}: Missing tax id`, data: { status: 'rejected', reason: 'Missing tax id' } });
    expect((await user$('POST', 'user/shops', c.token, await shopBody())).status).toBe(201);
    expectError(await admin$('POST', 'shop-requests/99999999/approve'), 404, m.requestNotFound);
    expectError(await admin$('GET', 'shop-requests/paginate?status=maybe'), 422);
  });
});

describe('become a courier (decision 0016)', () => {
  async function licence(c: Customer) {
    return (await upload(c.token, await png(), 'licence.png')).body.data.title;
  }
  const body = (img: string, extra: Partial<DeliverymanRequestBody> = {}): DeliverymanRequestBody => ({
    name: 'Luis Pérez', phone: '+573004445566', city: 'Medellín', vehicle_type: 'motorbike', licence_img: img, ...extra,
  });

  it('applies once, reads only its own latest application, and field errors name the field', async () => {
    const c = await customer({ password: false });
    const other = await customer();
    expect((await user$('GET', 'user/deliveryman-requests/latest', c.token)).body.data).toBeNull();
    const img = await licence(c);
    for (const [extra, field] of [
      [{ name: '' }, 'name'], [{ name: 'x'.repeat(101) }, 'name'], [{ phone: '12' }, 'phone'], [{ city: '' }, 'city'],
      [{ vehicle_type: 'rocket' as 'car' }, 'vehicle_type'], [{ licence_img: '' }, 'licence_img'],
    ] as const) {
      const error = expectError(await user$('POST', 'user/deliveryman-requests', c.token, body(img, extra)), 422);
      expect(Object.keys(error.params ?? {})).toContain(field);
    }
    expectError(await user$('POST', 'user/deliveryman-requests', c.token, body(await licence(other))), 422, m.uploadFirst);

    const reply = await user$('POST', 'user/deliveryman-requests', c.token, body(img));
    expect(reply.status).toBe(201);
    const made = deliverymanRequest.parse(reply.body.data);
    expect(made).toMatchObject({ status: 'pending', name: 'Luis Pérez', vehicle_type: 'motorbike', licence_img: img, reason: null });
    expectError(await user$('POST', 'user/deliveryman-requests', c.token, body(img)), 409, m.driverPending);
    expect(deliverymanRequest.parse((await user$('GET', 'user/deliveryman-requests/latest', c.token)).body.data).id).toBe(made.id);
    // Another customer sees nothing of it.
    expect((await user$('GET', 'user/deliveryman-requests/latest', other.token)).body.data).toBeNull();
    expectError(await user$('GET', 'user/deliveryman-requests/latest', undefined), 401);
  });

  it('operators list, approve (role deliveryman) and reject (with the reason); the applicant is notified', async () => {
    const a = await customer();
    const b = await customer();
    const ra = deliverymanRequest.parse((await user$('POST', 'user/deliveryman-requests', a.token, body(await licence(a)))).body.data);
    const rb = deliverymanRequest.parse((await user$('POST', 'user/deliveryman-requests', b.token, body(await licence(b), { vehicle_type: 'bicycle' }))).body.data);
    const listed = operatorDeliverymanRequest.array().parse((await admin$('GET', 'deliveryman-requests/paginate?status=pending')).body.data);
    expect(listed.map((r) => r.id)).toEqual([rb.id, ra.id]);
    expect(listed[1]!.user).toMatchObject({ id: a.userId });

    const approved = deliverymanRequest.parse((await admin$('POST', `deliveryman-requests/${ra.id}/approve`)).body.data);
    expect(approved.status).toBe('approved');
    expect((await profile(a.token)).role).toBe('deliveryman');
    const rejected = deliverymanRequest.parse((await admin$('POST', `deliveryman-requests/${rb.id}/reject`, admin, { reason: 'Licence expired' })).body.data);
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Licence expired' });
    expect((await profile(b.token)).role).toBe('user');
    expectError(await admin$('POST', `deliveryman-requests/${rb.id}/approve`), 409, m.alreadyDecided);

    const notes = await t.db.select().from(notifications).where(and(eq(notifications.type, 'deliveryman_request')));
    expect(notes.find((x) => x.userId === a.userId)).toMatchObject({ body: m.driverApproved, data: { status: 'approved' } });
    expect(notes.find((x) => x.userId === b.userId)).toMatchObject({ body: `${m.driverRejected}: Licence expired` });
    // The rejected applicant may apply again; the approved one is a courier already.
    expect((await user$('POST', 'user/deliveryman-requests', b.token, body(await licence(b)))).status).toBe(201);
    expectError(await user$('POST', 'user/deliveryman-requests', a.token, body(await licence(a))), 409, m.alreadyDriver);
  });
});
