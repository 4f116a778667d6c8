import { and, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cart as cartSchema, cartMessages as m, GROUP_LIMITS, groupMember, groupPlacedBody, type Cart } from '../../contract/cart';
import { orderMessages } from '../../contract/orders';
import { REALTIME_CLOSE } from '../../contract/realtime';
import { cartDetails, carts, groupMemberExits, orderDetails, orders, settings, shops, stocks, userCarts } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { call, expectError, type Call } from '../support/auth';
import { stockWithAddon } from '../support/order-rows';
import { openSocket, useListeningApp } from '../support/realtime';
import { dashboard, demoShop, expectOrder, fillCart, makeCustomers, orderBody, stockQuantity, type Customer } from './orders-support';

/**
 * Group orders (issue #16): the owner's CT5–CT7 and CT1/CT4 on a group, the members' GC1–GC6, the
 * order placed for everyone, the limits, the races (members adding at once, a kick while a member
 * adds, an order placed while a member edits) and the live `cart.changed` event. One database per
 * file; carts, orders and member exits are emptied between tests.
 */

const t = useSeededApp();
const live = useListeningApp(t);

let napoli: Awaited<ReturnType<typeof demoShop>>;
let shopId: number;
let stockA: number;
let stockB: number;
let withAddon: { stockId: number; addonStockId: number };
let otherShopStock: number;
let otherShopId: number;
let owner: Customer;
let luis: Customer;
let stranger: Customer;

beforeAll(async () => {
  napoli = await demoShop(t.db, 'forno-napoli');
  shopId = napoli.shop.id;
  const addon = await stockWithAddon(t.db, 'forno-napoli');
  withAddon = { stockId: addon.stockId, addonStockId: addon.addonStockId };
  const plain = napoli.stocks.filter((s) => s.id !== addon.stockId && s.id !== addon.addonStockId);
  [stockA, stockB] = [plain[0]!.id, plain[1]!.id];
  const smash = await demoShop(t.db, 'smash-and-co');
  [otherShopId, otherShopStock] = [smash.shop.id, smash.stocks[0]!.id];
  await t.db.update(shops).set({ minAmount: '0' }).where(inArray(shops.id, [shopId, otherShopId]));
  const made = await makeCustomers(t.db, 'group', 3, { phone: true });
  [owner, luis, stranger] = [made[0]!, made[1]!, made[2]!];
}, 60_000);

beforeEach(async () => {
  await t.db.delete(orders);
  await t.db.delete(carts);
  await t.db.delete(groupMemberExits);
  await t.db.update(stocks).set({ quantity: 1000 }).where(inArray(stocks.id, [stockA, stockB, withAddon.stockId, withAddon.addonStockId, otherShopStock]));
  await t.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'group_order'));
});

// ---- calls ----------------------------------------------------------------------------------

const rest = (method: string, path: string, init: Call = {}) => call<{ data: unknown; message?: string }>(t.app, method, `rest/${path}`, init);

function expectCart(reply: { status: number; body: unknown }): Cart {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return cartSchema.parse((reply.body as { data: unknown }).data);
}

/** CT5 + CT6: the owner's group for `shop`; its cart id. */
async function startGroup(who: Customer = owner, shop = shopId): Promise<number> {
  const opened = expectCart(await dashboard(t.app, 'POST', 'cart/open', who.token, { json: { shop_id: shop } }));
  const grouped = await dashboard(t.app, 'POST', `cart/set-group/${opened.id}`, who.token);
  expect(expectCart(grouped)).toMatchObject({ id: opened.id, owner_id: who.userId, group: true });
  return opened.id;
}

const join = (cartId: number, name: string, shop = shopId, init: Call = {}) =>
  rest('POST', 'cart/open', { ...init, json: { name, shop_id: shop, cart_id: cartId } });

async function joined(cartId: number, name: string, init: Call = {}): Promise<string> {
  const reply = await join(cartId, name, shopId, init);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return groupMember.parse(reply.body.data).uuid;
}

const show = (cartId: number, uuid: string, extra: Record<string, string | number> = {}) =>
  rest('GET', `cart/${cartId}`, { query: { user_cart_uuid: uuid, shop_id: shopId, ...extra } });

type Line = { stock_id: number; quantity: number; parent_id?: number };
const add = (cartId: number, uuid: string, products: Line[], shop = shopId) =>
  rest('POST', 'cart/insert-product', { json: { shop_id: shop, cart_id: cartId, user_cart_uuid: uuid, products } });

const removeLines = (cartId: number, uuid: string, ids: number[]) =>
  rest('DELETE', 'cart/product/delete', { json: { ids, cart_id: cartId, user_cart_uuid: uuid } });

const toggle = (cartId: number, uuid: string) => rest('POST', `cart/status/${uuid}`, { json: { cart_id: cartId } });
const leave = (cartId: number, uuid: string) => rest('DELETE', 'cart/member/delete', { query: { 'ids[0]': uuid, cart_id: cartId } });
const kick = (cartId: number, uuid: string, who: Customer = owner) =>
  dashboard(t.app, 'DELETE', 'cart/member/delete', who.token, { query: { cart_id: cartId, 'ids[0]': uuid } });
const ownerCart = async (who: Customer = owner) => expectCart(await dashboard(t.app, 'GET', 'cart', who.token));
const partOf = (cart: Cart, uuid: string) => cart.user_carts.find((p) => p.uuid === uuid);
const place = (body: Record<string, unknown> = {}) => dashboard(t.app, 'POST', 'orders', owner.token, { json: { ...orderBody(napoli.shop), ...body } });
const cents = (n: number) => Math.round(n * 100);

// ---- the owner ------------------------------------------------------------------------------

describe('CT6 set-group and CT7 member delete (the owner)', () => {
  it('turns the owner\'s cart into a group (again: no change); another customer\'s cart id is a 404', async () => {
    const cartId = await startGroup();
    expect(expectCart(await dashboard(t.app, 'POST', `cart/set-group/${cartId}`, owner.token)).group).toBe(true);
    expectError(await dashboard(t.app, 'POST', `cart/set-group/${cartId}`, stranger.token), 404);
    expectError(await dashboard(t.app, 'POST', `cart/set-group/${cartId}`, undefined), 401);
  });

  it('refuses to start a group while the group_order setting is off', async () => {
    await t.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'group_order'));
    const opened = expectCart(await dashboard(t.app, 'POST', 'cart/open', owner.token, { json: { shop_id: shopId } }));
    expectError(await dashboard(t.app, 'POST', `cart/set-group/${opened.id}`, owner.token), 422, m.groupOrdersOff);
  });

  it('removes a member, who is then told they were kicked on every call; never the owner, never a stranger\'s call', async () => {
    const cartId = await startGroup();
    const pablo = await joined(cartId, 'Pablo');
    expectCart(await add(cartId, pablo, [{ stock_id: stockA, quantity: 1 }]));
    const own = (await ownerCart()).user_carts.find((p) => p.user_id === owner.userId)!;

    expectError(await kick(cartId, own.uuid), 422, m.cannotRemoveSelf);
    expectError(await kick(cartId, crypto.randomUUID()), 404, m.memberNotFound);
    expectError(await kick(cartId, pablo, stranger), 404, m.cartNotFound);
    expect((await kick(cartId, pablo)).status).toBe(200);

    expect(partOf(await ownerCart(), pablo)).toBeUndefined();
    expectError(await show(cartId, pablo), 403, m.kicked);
    expectError(await add(cartId, pablo, [{ stock_id: stockA, quantity: 2 }]), 403, m.kicked);
    expectError(await toggle(cartId, pablo), 403, m.kicked);
    expectError(await leave(cartId, pablo), 403, m.kicked);
    expect(await t.db.$count(cartDetails)).toBe(0);
  });

  it('CT7 on a cart that is not a group: 422', async () => {
    const opened = expectCart(await dashboard(t.app, 'POST', 'cart/open', owner.token, { json: { shop_id: shopId } }));
    expectError(await kick(opened.id, crypto.randomUUID()), 422, m.notAGroup);
  });

  it('CT4 cancels the group for every member', async () => {
    const cartId = await startGroup();
    const pablo = await joined(cartId, 'Pablo');
    expect((await dashboard(t.app, 'DELETE', 'cart/delete', owner.token, { json: { ids: [cartId] } })).status).toBe(200);
    expectError(await show(cartId, pablo), 404, m.invalidGroup);
    expectError(await add(cartId, pablo, [{ stock_id: stockA, quantity: 1 }]), 404, m.invalidGroup);
    expectError(await join(cartId, 'Late'), 404, m.invalidGroup);
  });

  it('CT1 shows the owner every member with their lines, and the group\'s total', async () => {
    const cartId = await startGroup();
    await fillCart(t.app, owner.token, shopId, [{ stock_id: stockA, quantity: 1 }]);
    const pablo = await joined(cartId, 'Pablo');
    const sara = await joined(cartId, 'Sara');
    expectCart(await add(cartId, pablo, [{ stock_id: stockB, quantity: 2 }]));
    expectCart(await add(cartId, sara, [{ stock_id: withAddon.stockId, quantity: 1 }, { stock_id: withAddon.addonStockId, quantity: 1, parent_id: withAddon.stockId }]));

    const cart = await ownerCart();
    expect(cart.user_carts.map((p) => p.name)).toEqual([cart.user_carts[0]!.name, 'Pablo', 'Sara']);
    expect(cart.user_carts[0]!.user_id).toBe(owner.userId);
    expect(partOf(cart, pablo)!.cartDetails.map((d) => [d.stock.id, d.quantity])).toEqual([[stockB, 2]]);
    expect(partOf(cart, sara)!.cartDetails[0]!.addons.map((a) => a.stock.id)).toEqual([withAddon.addonStockId]);
    const sum = cart.user_carts.flatMap((p) => p.cartDetails.flatMap((d) => [d, ...d.addons])).reduce((s, r) => s + cents(r.price), 0);
    expect(cents(cart.total_price)).toBe(sum);
    // O1 prices the whole group too.
    const priced = await dashboard(t.app, 'POST', `cart/calculate/${cartId}`, owner.token, { json: { type: 'pickup' } });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect((priced.body.data as { price: number }).price).toBe(cart.total_price);
    // A member reads the same group and total, with only their own uuid.
    const seen = expectCart(await show(cartId, pablo));
    expect(seen.total_price).toBe(cart.total_price);
    expect(seen.user_carts.map((p) => p.uuid)).toEqual(['', pablo, '']);
  });
});

// ---- members --------------------------------------------------------------------------------

describe('GC1 join', () => {
  it('needs a name (trimmed, at most 50 characters) and answers a fresh random uuid', async () => {
    const cartId = await startGroup();
    expectError(await join(cartId, ''), 422);
    expectError(await join(cartId, '    '), 422);
    expectError(await join(cartId, 'x'.repeat(GROUP_LIMITS.nameLength + 1)), 422);
    expect(groupMember.parse((await join(cartId, 'x'.repeat(GROUP_LIMITS.nameLength))).body.data).name).toHaveLength(GROUP_LIMITS.nameLength);
    const reply = await join(cartId, '  Pablo \n Gómez  ');
    const member = groupMember.parse(reply.body.data);
    expect(member).toMatchObject({ name: 'Pablo Gómez', cart_id: cartId, shop_id: shopId, status: true });
    expect(member.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await joined(cartId, 'Pablo')).not.toBe(member.uuid);
  });

  it("refuses an unknown cart, a cart that is not a group and the wrong shop with the spec's text", async () => {
    expectError(await join(2_000_000, 'Pablo'), 404, m.invalidGroup);
    const plain = expectCart(await dashboard(t.app, 'POST', 'cart/open', luis.token, { json: { shop_id: shopId } }));
    expectError(await join(plain.id, 'Pablo'), 404, m.invalidGroup);
    const cartId = await startGroup();
    expectError(await join(cartId, 'Pablo', otherShopId), 404, m.invalidGroup);
  });

  it(`takes at most ${GROUP_LIMITS.members} members besides the owner`, async () => {
    const cartId = await startGroup();
    await t.db.insert(userCarts).values(Array.from({ length: GROUP_LIMITS.members - 1 }, (_, i) => ({ cartId, name: `Guest ${i}` })));
    await joined(cartId, 'Last one');
    expectError(await join(cartId, 'One too many'), 422, m.groupFull);
  });

  it('limits joins per client address (also failed ones), not across addresses', async () => {
    const app = t.freshApp({}, { auth: { trustProxyHops: 1 } });
    const from = (ip: string) => call(app, 'POST', 'rest/cart/open', { json: { name: 'Bot', shop_id: shopId, cart_id: 2_000_000 }, headers: { 'X-Forwarded-For': ip } });
    for (let i = 0; i < 60; i++) expect((await from('203.0.113.9')).status).toBe(404);
    const refused = await from('203.0.113.9');
    expectError(refused, 429);
    expect(refused.res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await from('203.0.113.10')).status).toBe(404);
  }, 60_000);

  it('a signed-in customer joins someone else\'s group as a member; their own cart is untouched', async () => {
    const mine = await fillCart(t.app, luis.token, otherShopId, [{ stock_id: otherShopStock, quantity: 2 }]);
    const cartId = await startGroup();
    const uuid = await joined(cartId, 'Luis', { token: luis.token });
    expectCart(await add(cartId, uuid, [{ stock_id: stockA, quantity: 3 }]));
    const own = await ownerCart(luis);
    expect(own.id).toBe(mine.id);
    expect(own.shop_id).toBe(otherShopId);
    expect(own.user_carts.flatMap((p) => p.cartDetails.map((d) => [d.stock.id, d.quantity]))).toEqual([[otherShopStock, 2]]);
    const part = partOf(await ownerCart(), uuid)!;
    expect(part.user_id).toBeNull();
    expect(part.cartDetails.map((d) => d.quantity)).toEqual([3]);
  });
});

describe('GC2–GC6: a member acts on their own part of their own group only', () => {
  it('GC2 refuses another group\'s uuid, a wrong shop, the owner\'s own part and made-up uuids', async () => {
    const cartId = await startGroup();
    const otherGroup = await startGroup(luis);
    const pablo = await joined(cartId, 'Pablo');
    const luisMember = await joined(otherGroup, 'Ana');
    expectCart(await show(cartId, pablo));
    expectError(await show(cartId, luisMember), 404, m.invalidGroup);
    expectError(await show(otherGroup, pablo), 404, m.invalidGroup);
    expectError(await show(cartId, pablo, { shop_id: otherShopId }), 404, m.invalidGroup);
    expectError(await add(otherGroup, pablo, [{ stock_id: stockA, quantity: 1 }]), 404, m.invalidGroup);
    const ownerUuid = (await ownerCart()).user_carts.find((p) => p.user_id === owner.userId)!.uuid;
    expectError(await show(cartId, ownerUuid), 404, m.invalidGroup);
    expectError(await leave(cartId, ownerUuid), 404, m.invalidGroup);
    expectError(await show(cartId, crypto.randomUUID()), 404, m.invalidGroup);
    expectError(await rest('GET', `cart/${cartId}`, { query: { user_cart_uuid: 'not-a-uuid' } }), 422);
  });

  it('GC3 sets absolute quantities with addons, only of the group\'s shop; a member must leave to add another shop\'s', async () => {
    const cartId = await startGroup();
    const pablo = await joined(cartId, 'Pablo');
    let cart = expectCart(await add(cartId, pablo, [{ stock_id: withAddon.stockId, quantity: 3 }, { stock_id: withAddon.addonStockId, quantity: 1, parent_id: withAddon.stockId }]));
    cart = expectCart(await add(cartId, pablo, [{ stock_id: withAddon.stockId, quantity: 2 }, { stock_id: withAddon.addonStockId, quantity: 2, parent_id: withAddon.stockId }]));
    const line = partOf(cart, pablo)!.cartDetails[0]!;
    expect([line.quantity, line.addons.map((a) => [a.stock.id, a.quantity])]).toEqual([2, [[withAddon.addonStockId, 2]]]);

    const foreign = expectError(await add(cartId, pablo, [{ stock_id: otherShopStock, quantity: 1 }]), 422, m.notThisShop);
    expect(foreign.params?.['products.0.stock_id']).toEqual([m.notThisShop]);
    expectError(await add(cartId, pablo, [{ stock_id: otherShopStock, quantity: 1 }], otherShopId), 422, m.leaveGroupFirst);
    await t.db.update(stocks).set({ quantity: 2 }).where(eq(stocks.id, stockB));
    expectError(await add(cartId, pablo, [{ stock_id: stockB, quantity: 3 }]), 422, m.outOfStock);
    expectError(await add(cartId, pablo, [{ stock_id: stockB, quantity: 200_000 }]), 422);
    expect(partOf(await ownerCart(), pablo)!.cartDetails).toHaveLength(1);
  });

  it(`GC3 keeps a member's part to ${GROUP_LIMITS.linesPerMember} lines`, async () => {
    const cartId = await startGroup();
    const pablo = await joined(cartId, 'Pablo');
    const [member] = await t.db.select({ id: userCarts.id }).from(userCarts).where(eq(userCarts.uuid, pablo));
    const filler = await t.db.select({ id: stocks.id }).from(stocks).where(ne(stocks.id, stockA)).limit(GROUP_LIMITS.linesPerMember);
    await t.db.insert(cartDetails).values(filler.map((s) => ({ userCartId: member!.id, stockId: s.id, quantity: 1 })));
    expectError(await add(cartId, pablo, [{ stock_id: stockA, quantity: 1 }]), 422, m.tooManyLines);
    expect(await t.db.$count(cartDetails, eq(cartDetails.userCartId, member!.id))).toBe(GROUP_LIMITS.linesPerMember);
  });

  it('GC4 removes the member\'s own lines only, and needs to know who asks', async () => {
    const cartId = await startGroup();
    const pablo = await joined(cartId, 'Pablo');
    const sara = await joined(cartId, 'Sara');
    const mine = partOf(expectCart(await add(cartId, pablo, [{ stock_id: withAddon.stockId, quantity: 1 }, { stock_id: withAddon.addonStockId, quantity: 1, parent_id: withAddon.stockId }])), pablo)!;
    const hers = partOf(expectCart(await add(cartId, sara, [{ stock_id: stockB, quantity: 1 }])), sara)!;

    expectError(await rest('DELETE', 'cart/product/delete', { json: { ids: [mine.cartDetails[0]!.id] } }), 422, m.memberRequired);
    expectError(await removeLines(cartId, pablo, [hers.cartDetails[0]!.id]), 404, m.cartProductNotFound);
    // One line with its addon (the contract's [cartDetailId, ...addonStockIds]).
    const after = expectCart(await removeLines(cartId, pablo, [mine.cartDetails[0]!.id, withAddon.addonStockId]));
    expect(partOf(after, pablo)!.cartDetails).toEqual([]);
    expect(partOf(await ownerCart(), sara)!.cartDetails).toHaveLength(1);
  });

  it('GC5 toggles choosing ⇄ done, as the owner sees it', async () => {
    const cartId = await startGroup();
    const pablo = await joined(cartId, 'Pablo');
    expect(partOf(await ownerCart(), pablo)!.status).toBe(true);
    expect((await toggle(cartId, pablo)).body.data).toEqual({ uuid: pablo, status: false });
    expect(partOf(await ownerCart(), pablo)!.status).toBe(false);
    expect((await toggle(cartId, pablo)).body.data).toEqual({ uuid: pablo, status: true });
    expectError(await rest('POST', `cart/status/${pablo}`, { json: { cart_id: await startGroup(luis) } }), 404, m.invalidGroup);
  });

  it('GC6 a member leaves with their lines; their uuid then names nothing', async () => {
    const cartId = await startGroup();
    const pablo = await joined(cartId, 'Pablo');
    expectCart(await add(cartId, pablo, [{ stock_id: stockA, quantity: 1 }]));
    expect((await leave(cartId, pablo)).status).toBe(200);
    expect(partOf(await ownerCart(), pablo)).toBeUndefined();
    expect(await t.db.$count(cartDetails)).toBe(0);
    expectError(await show(cartId, pablo), 404, m.invalidGroup);
    expectError(await leave(cartId, pablo), 404, m.invalidGroup);
  });
});

// ---- the order ------------------------------------------------------------------------------

describe('placing the group order (O2)', () => {
  it('holds every member\'s lines with their names, takes stock for the sum, is idempotent; members then see the order (410)', async () => {
    const cartId = await startGroup();
    await fillCart(t.app, owner.token, shopId, [{ stock_id: stockA, quantity: 1 }]);
    const pablo = await joined(cartId, 'Pablo');
    const sara = await joined(cartId, 'Sara');
    expectCart(await add(cartId, pablo, [{ stock_id: stockA, quantity: 2 }, { stock_id: withAddon.stockId, quantity: 1 }, { stock_id: withAddon.addonStockId, quantity: 1, parent_id: withAddon.stockId }]));
    expectCart(await add(cartId, sara, [{ stock_id: stockB, quantity: 1 }]));
    const total = (await ownerCart()).total_price;
    const before = await stockQuantity(t.db, stockA);

    const order = expectOrder(await place({ idempotency_key: 'group-1' }));
    expect(expectOrder(await place({ idempotency_key: 'group-1' }), 200).id).toBe(order.id);
    expect(await t.db.$count(orders)).toBe(1);
    expect(cents(order.origin_price)).toBe(cents(total));
    expect(await stockQuantity(t.db, stockA)).toBe(before - 3);
    const lines = order.details.map((d) => [d.stock?.id, d.quantity, d.member_name, d.addons.map((a) => a.member_name)]);
    const ownerName = (await t.db.select({ name: orderDetails.memberName }).from(orderDetails).where(eq(orderDetails.orderId, order.id)))[0]!.name;
    expect(lines).toEqual([
      [stockA, 1, ownerName, []],
      [stockA, 2, 'Pablo', []],
      [withAddon.stockId, 1, 'Pablo', ['Pablo']],
      [stockB, 1, 'Sara', []],
    ]);
    expect(ownerName).toBeTruthy();

    for (const uuid of [pablo, sara]) {
      const gone = await show(cartId, uuid);
      expect(gone.status).toBe(410);
      expect(groupPlacedBody.parse(gone.body)).toMatchObject({ message: m.groupPlaced, data: { order: { id: order.id, status: 'new' } } });
      expect((await add(cartId, uuid, [{ stock_id: stockA, quantity: 1 }])).status).toBe(410);
    }
    expectError(await dashboard(t.app, 'GET', 'cart', owner.token), 404);
    expectError(await join(cartId, 'Late'), 404, m.invalidGroup);
    // The status is read live: a member polling GC2 follows the order.
    await t.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, order.id));
    expect(groupPlacedBody.parse((await show(cartId, pablo)).body).data.order.status).toBe('accepted');
  });

  it('checks stock for the sum of the members\' lines', async () => {
    const cartId = await startGroup();
    await fillCart(t.app, owner.token, shopId, [{ stock_id: stockA, quantity: 2 }]);
    const pablo = await joined(cartId, 'Pablo');
    expectCart(await add(cartId, pablo, [{ stock_id: stockA, quantity: 2 }]));
    await t.db.update(stocks).set({ quantity: 3 }).where(eq(stocks.id, stockA));
    expectError(await place(), 422, orderMessages.outOfStock);
    expect(await stockQuantity(t.db, stockA)).toBe(3);
    expect(partOf(await ownerCart(), pablo)!.cartDetails).toHaveLength(1);
  });

  it('a plain (not group) order keeps no member names', async () => {
    await fillCart(t.app, owner.token, shopId, [{ stock_id: stockA, quantity: 1 }]);
    const order = expectOrder(await place());
    expect(order.details.map((d) => d.member_name)).toEqual([null]);
  });
});

// ---- races ----------------------------------------------------------------------------------

describe('races', () => {
  it('two members adding at once both get all their lines', async () => {
    const cartId = await startGroup();
    const pablo = await joined(cartId, 'Pablo');
    const sara = await joined(cartId, 'Sara');
    const replies = await Promise.all([
      ...[1, 2, 3, 4].map((q) => add(cartId, pablo, [{ stock_id: stockA, quantity: q }, { stock_id: stockB, quantity: q }])),
      ...[1, 2, 3, 4].map((q) => add(cartId, sara, [{ stock_id: stockA, quantity: q }, { stock_id: stockB, quantity: q }])),
    ]);
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cart = await ownerCart();
    for (const uuid of [pablo, sara]) {
      const qs = partOf(cart, uuid)!.cartDetails.map((d) => d.quantity);
      expect(qs).toHaveLength(2);
      // Each call sets both lines: whichever call came last, the two lines agree.
      expect(qs[0]).toBe(qs[1]);
    }
  });

  it('a kick while the member adds: the add lands before (and goes with the member) or is refused after', async () => {
    for (let round = 0; round < 3; round++) {
      const cartId = await startGroup();
      const pablo = await joined(cartId, 'Pablo');
      const [added, kicked] = await Promise.all([add(cartId, pablo, [{ stock_id: stockA, quantity: 2 }]), kick(cartId, pablo)]);
      expect(kicked.status).toBe(200);
      expect([200, 403]).toContain(added.status);
      if (added.status === 403) expect(added.body.message).toBe(m.kicked);
      expect(await t.db.$count(userCarts, eq(userCarts.uuid, pablo))).toBe(0);
      expect(await t.db.$count(cartDetails)).toBe(0);
      await t.db.delete(carts);
    }
  });

  it('an order placed while a member edits holds their old lines or their new ones, never a mix', async () => {
    for (let round = 0; round < 4; round++) {
      const cartId = await startGroup();
      const pablo = await joined(cartId, 'Pablo');
      expectCart(await add(cartId, pablo, [{ stock_id: stockA, quantity: 1 }, { stock_id: stockB, quantity: 1 }]));
      const [placed, edited] = await Promise.all([place(), add(cartId, pablo, [{ stock_id: stockA, quantity: 2 }, { stock_id: stockB, quantity: 2 }])]);
      const order = expectOrder(placed);
      const quantities = order.details.filter((d) => d.member_name === 'Pablo').map((d) => d.quantity);
      if (edited.status === 200) expect(quantities).toEqual([2, 2]);
      else {
        expect(edited.status).toBe(410);
        expect(quantities).toEqual([1, 1]);
      }
      await t.db.delete(orders);
    }
  });
});

// ---- live -----------------------------------------------------------------------------------

describe('live: cart.changed', () => {
  it('reaches the owner and subscribed members (guests, no session) on every change; a kicked member gets the last one only', async () => {
    const cartId = await startGroup();
    const ownerTab = await openSocket(live.url, { token: owner.token });
    await ownerTab.next('ready');
    const pablo = await joined(cartId, 'Pablo');
    expect((await ownerTab.next('cart.changed')).cart_id).toBe(cartId);

    const pabloTab = await openSocket(live.url, false);
    pabloTab.ws.send(JSON.stringify({ type: 'subscribe', cart_id: cartId, user_cart_uuid: pablo }));
    expect((await pabloTab.next('subscribed')).cart_id).toBe(cartId);
    pabloTab.ws.send(JSON.stringify({ type: 'ping' }));
    await pabloTab.next('pong');

    const sara = await joined(cartId, 'Sara');
    const saraTab = await openSocket(live.url, false);
    saraTab.ws.send(JSON.stringify({ type: 'subscribe', cart_id: cartId, user_cart_uuid: sara }));
    await saraTab.next('subscribed');
    await ownerTab.next('cart.changed');
    await pabloTab.next('cart.changed');

    // A line, a status: everyone hears.
    expectCart(await add(cartId, sara, [{ stock_id: stockA, quantity: 1 }]));
    for (const tab of [ownerTab, pabloTab, saraTab]) expect((await tab.next('cart.changed')).cart_id).toBe(cartId);
    expect((await toggle(cartId, pablo)).status).toBe(200);
    for (const tab of [ownerTab, pabloTab, saraTab]) await tab.next('cart.changed');

    // The kick: Pablo hears it (then asks GC2: 403), then nothing more.
    expect((await kick(cartId, pablo)).status).toBe(200);
    for (const tab of [ownerTab, pabloTab, saraTab]) await tab.next('cart.changed');
    expectCart(await add(cartId, sara, [{ stock_id: stockA, quantity: 2 }]));
    await saraTab.next('cart.changed');
    await ownerTab.next('cart.changed');
    // Sara's join, her line, Pablo's status, the kick: nothing after.
    expect(pabloTab.received.filter((e) => e.type === 'cart.changed')).toHaveLength(4);

    // The order: Sara hears it (her GC2 then answers the order).
    await fillCart(t.app, owner.token, shopId, [{ stock_id: stockB, quantity: 1 }]);
    await ownerTab.next('cart.changed');
    await saraTab.next('cart.changed');
    expectOrder(await place());
    await saraTab.next('cart.changed');
    await ownerTab.next('cart.changed');
    for (const tab of [ownerTab, pabloTab, saraTab]) tab.close();
  });

  it('closes a subscription whose uuid is not a member of that group (4403); a visitor without either is still refused', async () => {
    const cartId = await startGroup();
    const other = await startGroup(luis);
    const pablo = await joined(other, 'Pablo');
    const wrong = await openSocket(live.url, false);
    wrong.ws.send(JSON.stringify({ type: 'subscribe', cart_id: cartId, user_cart_uuid: pablo }));
    expect(await wrong.closed).toEqual({ code: REALTIME_CLOSE.notMember, reason: 'Not a member' });
    const bad = await openSocket(live.url, false);
    bad.ws.send(JSON.stringify({ type: 'subscribe', cart_id: cartId, user_cart_uuid: 'nope' }));
    expect((await bad.closed).code).toBe(REALTIME_CLOSE.badMessage);
    const visitor = await openSocket(live.url, false);
    visitor.ws.send(JSON.stringify({ type: 'ping' }));
    expect((await visitor.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    // The rows are what they were.
    expect(await t.db.$count(userCarts, and(eq(userCarts.cartId, other), eq(userCarts.uuid, pablo)))).toBe(1);
  });
});
