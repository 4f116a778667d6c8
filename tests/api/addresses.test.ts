import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { address as addressSchema, addressMessages as m, type Address, type AddressBody } from '../../contract/addresses';
import type { AuthSession } from '../../contract/auth';
import { userAddresses } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { call, expectError, signUpByEmail, type Call } from '../support/auth';

/**
 * Saved addresses, AD1–AD5 (contract §2.14, §3.13): validation, the one-active rule (also under
 * concurrent calls) and isolation between customers. One database per file; addresses are emptied
 * between tests.
 */

const t = useSeededApp();
let ana: AuthSession;
let luis: AuthSession;

beforeAll(async () => {
  ana = await signUpByEmail(t.app, 'ana.addresses@example.com');
  luis = await signUpByEmail(t.app, 'luis.addresses@example.com');
}, 60_000);

beforeEach(async () => {
  await t.db.delete(userAddresses);
});

const api = (method: string, path: string, who: AuthSession, init: Call = {}) =>
  call<{ data: unknown; meta?: { total: number } }>(t.app, method, `dashboard/user/${path}`, { ...init, token: who.access_token });

const body = (over: Partial<AddressBody> = {}): AddressBody => ({
  title: 'Home',
  location: [6.2442, -75.5812],
  address: { address: 'Calle 10 #43-12, Medellín', floor: '3', house: '301', entrance: 'B', comment: 'Ring twice' },
  ...over,
});

async function create(who: AuthSession, over: Partial<AddressBody> = {}): Promise<Address> {
  const reply = await api('POST', 'addresses', who, { json: body(over) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return addressSchema.parse(reply.body.data);
}

async function list(who: AuthSession): Promise<Address[]> {
  const reply = await api('GET', 'addresses', who, { query: { perPage: 100 } });
  expect(reply.status).toBe(200);
  return (reply.body.data as unknown[]).map((a) => addressSchema.parse(a));
}

const activeIds = async (who: AuthSession) => (await list(who)).filter((a) => a.active).map((a) => a.id);

describe('AD1/AD2 list and create', () => {
  it('stores the contract shape: location as [lat, lng], address parts, title', async () => {
    const made = await create(ana);
    expect(made).toMatchObject({
      title: 'Home',
      location: [6.2442, -75.5812],
      address: { address: 'Calle 10 #43-12, Medellín', floor: '3', house: '301', entrance: 'B', comment: 'Ring twice' },
      active: true, // the first address is the active one
    });
    const [listed] = await list(ana);
    expect(listed).toEqual(made);
  });

  it('a paginated body (meta.total) and perPage capped at 100', async () => {
    await create(ana);
    await create(ana, { title: 'Work' });
    const reply = await api('GET', 'addresses', ana, { query: { perPage: 100 } });
    expect(reply.body.meta?.total).toBe(2);
    expectError(await api('GET', 'addresses', ana, { query: { perPage: 101 } }), 422);
  });

  it('active:1 makes the new address the only active one; without it the active one stays', async () => {
    const home = await create(ana);
    const work = await create(ana, { title: 'Work' });
    expect(work.active).toBe(false);
    expect(await activeIds(ana)).toEqual([home.id]);
    const office = await create(ana, { title: 'Office', active: 1 });
    expect(office.active).toBe(true);
    expect(await activeIds(ana)).toEqual([office.id]);
  });

  it('blank optional parts are null; query-string lang is ignored', async () => {
    const reply = await api('POST', 'addresses', ana, {
      query: { lang: 'es' },
      json: { location: ['6.2', '-75.5'], address: { address: 'Carrera 7', floor: '', house: ' ' } },
    });
    const made = addressSchema.parse(reply.body.data);
    expect(made).toMatchObject({ title: null, location: [6.2, -75.5], address: { address: 'Carrera 7', floor: null, house: null, entrance: null, comment: null } });
  });

  it('validates: address text required, location in range, sizes', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...body(), address: { address: '  ' } }, 'address.address', m.addressRequired],
      [{ ...body(), address: {} }, 'address.address', m.addressRequired],
      [{ ...body(), location: [91, 0] }, 'location.0', m.locationRequired],
      [{ ...body(), location: [0, -181] }, 'location.1', m.locationRequired],
      [{ ...body(), location: ['x', 0] }, 'location.0', m.locationRequired],
      [{ ...body(), location: undefined }, 'location', m.locationRequired],
      [{ ...body(), title: 'x'.repeat(101) }, 'title', m.titleTooLong],
      [{ ...body(), address: { address: 'x'.repeat(301) } }, 'address.address', m.addressTooLong],
    ];
    for (const [json, field, message] of cases) {
      const error = expectError(await api('POST', 'addresses', ana, { json }), 422);
      expect(error.params?.[field]?.[0], `${field}: ${JSON.stringify(error)}`).toBe(message);
    }
    expect(await list(ana)).toEqual([]);
  });

  it('needs a session', async () => {
    expectError(await call(t.app, 'GET', 'dashboard/user/addresses'), 401);
  });
});

describe('AD3 update, AD4 set-active, AD5 delete', () => {
  it('AD3 replaces the fields and leaves active as it was', async () => {
    const home = await create(ana);
    const work = await create(ana, { title: 'Work' });
    const reply = await api('PUT', `addresses/${work.id}`, ana, {
      json: body({ title: 'Work 2', location: [4.6, -74.08], address: { address: 'Avenida 19' }, active: 1 }),
    });
    expect(reply.status).toBe(200);
    expect(addressSchema.parse(reply.body.data)).toMatchObject({
      id: work.id, title: 'Work 2', location: [4.6, -74.08], address: { address: 'Avenida 19', floor: null }, active: false,
    });
    expect(await activeIds(ana)).toEqual([home.id]);
  });

  it('AD4 moves the active mark', async () => {
    await create(ana);
    const work = await create(ana, { title: 'Work' });
    expect((await api('POST', `address/set-active/${work.id}`, ana)).status).toBe(200);
    expect(await activeIds(ana)).toEqual([work.id]);
  });

  it('AD5 deletes with ids[0]= and ids[]= and a JSON body', async () => {
    const a = await create(ana);
    const b = await create(ana, { title: 'B' });
    const c = await create(ana, { title: 'C' });
    expect((await call(t.app, 'DELETE', `dashboard/user/addresses/delete?ids%5B0%5D=${a.id}`, { token: ana.access_token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `dashboard/user/addresses/delete?ids[]=${b.id}`, { token: ana.access_token })).status).toBe(200);
    expect((await api('DELETE', 'addresses/delete', ana, { json: { ids: [c.id] } })).status).toBe(200);
    expect(await list(ana)).toEqual([]);
    expectError(await api('DELETE', 'addresses/delete', ana), 422);
  });

  it('unknown ids are 404s', async () => {
    expectError(await api('PUT', 'addresses/999999', ana, { json: body() }), 404, m.notFound);
    expectError(await api('POST', 'address/set-active/999999', ana), 404, m.notFound);
    expectError(await api('DELETE', 'addresses/delete', ana, { query: { 'ids[0]': 999999 } }), 404, m.notFound);
  });
});

describe('isolation', () => {
  it("another customer can't read, edit, activate or delete your address (404, nothing changes)", async () => {
    const mine = await create(ana);
    await create(ana, { title: 'Work' });
    const theirs = await create(luis, { title: 'Luis' });

    expect((await list(luis)).map((a) => a.id)).toEqual([theirs.id]);
    expectError(await api('PUT', `addresses/${mine.id}`, luis, { json: body({ title: 'Hacked' }) }), 404, m.notFound);
    expectError(await api('POST', `address/set-active/${mine.id}`, luis), 404, m.notFound);
    expectError(await api('DELETE', 'addresses/delete', luis, { query: { 'ids[0]': mine.id } }), 404, m.notFound);
    // A mixed list deletes only the caller's own.
    const mixed = await api('DELETE', 'addresses/delete', luis, { json: { ids: [mine.id, theirs.id] } });
    expect(mixed.body.data).toEqual({ ids: [theirs.id] });

    const [row] = await t.db.select().from(userAddresses).where(eq(userAddresses.id, mine.id));
    expect(row).toMatchObject({ title: 'Home', active: true, userId: ana.user.id });
    expect(await list(ana)).toHaveLength(2);
  });
});

describe('one active address under concurrency', () => {
  it('20 concurrent set-active calls (and creates with active:1) leave exactly one active', async () => {
    const made: Address[] = [];
    for (let i = 0; i < 5; i++) made.push(await create(ana, { title: `A${i}` }));
    const calls = [
      ...Array.from({ length: 20 }, (_, i) => api('POST', `address/set-active/${made[i % 5]!.id}`, ana)),
      ...Array.from({ length: 3 }, (_, i) => api('POST', 'addresses', ana, { json: body({ title: `N${i}`, active: 1 }) })),
    ];
    const replies = await Promise.all(calls);
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    expect(await activeIds(ana)).toHaveLength(1);
  });
});
