import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages as m, type Order } from '../../contract/orders';
import { couponMessages } from '../../contract/coupons';
import { currency } from '../../contract/presentation';
import {
  carts, coupons, orders, products, settings, shopClosedDates, shopReviews, shops, transactions, walletHistories, wallets,
} from '../../server/db/schema';
import { demoUuid } from '../../server/db/seed/geo';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import {
  cents, dashboard, demoShop, expectCalculation, expectOrder, fillCart, makeCustomers, orderBody, paymentId, stockQuantity,
  type Customer,
} from './orders-support';

/**
 * The customer's side of ordering: O1 calculation, O2 placing, O3/O4 reading, O6 review (contract
 * §2.9, §2.10, §3.10, §5.1, §5.6). Orders, carts and payments are emptied between tests; stock is
 * compared before and after, never assumed.
 */

const t = useSeededApp();
let ana: Customer;
let luis: Customer;
let brasa: Awaited<ReturnType<typeof demoShop>>;
let cash: number;
let wallet: number;
let rates: Record<string, { id: number; rate: number }>;

beforeAll(async () => {
  [ana, luis] = (await makeCustomers(t.db, 'orders', 2)) as [Customer, Customer];
  brasa = await demoShop(t.db, 'la-brasa-paisa');
  cash = await paymentId(t.db, 'cash');
  wallet = await paymentId(t.db, 'wallet');
  const reply = await call<{ data: unknown[] }>(t.app, 'GET', 'rest/currencies/active');
  rates = Object.fromEntries(currency.array().parse(reply.body.data).map((c) => [c.title, { id: c.id, rate: c.rate }]));
}, 60_000);

beforeEach(async () => {
  await t.db.delete(shopReviews).where(sql`${shopReviews.orderId} is not null`);
  await t.db.delete(walletHistories);
  await t.db.delete(transactions);
  await t.db.delete(orders);
  await t.db.delete(carts);
  await t.db.update(wallets).set({ price: '0' });
  await t.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'before_order_phone_required'));
  await t.db.update(shops).set({ open: true }).where(eq(shops.id, brasa.shop.id));
});

const calculate = (who: Customer, cartId: number, body: Record<string, unknown>) =>
  dashboard(t.app, 'POST', `cart/calculate/${cartId}`, who.token, { json: body });
const place = (who: Customer, body: unknown, headers: Record<string, string> = {}) =>
  dashboard(t.app, 'POST', 'orders', who.token, { json: body, headers });
const show = (who: Customer, id: number) => dashboard(t.app, 'GET', `orders/${id}`, who.token);

/** Two units of the first stock and one of the second: above every demo minimum. */
async function fullCart(who: Customer) {
  const [a, b] = brasa.stocks;
  return fillCart(t.app, who.token, brasa.shop.id, [{ stock_id: a!.id, quantity: 2 }, { stock_id: b!.id, quantity: 1 }]);
}

/** Test-side pricing of one unit in base cents (largest active discount, tax on the discounted price). */
async function baseUnit(stockId: number) {
  const stock = brasa.stocks.find((s) => s.id === stockId)!;
  const product = await t.db.query.products.findFirst({
    where: eq(products.id, stock.productId),
    with: { discounts: { with: { discount: true } } },
  });
  const price = cents(stock.price);
  let discount = 0;
  for (const { discount: d } of product!.discounts) {
    if (!d.active) continue;
    const off = d.type === 'percent' ? Math.round((price * Number(d.price)) / 100) : cents(d.price);
    discount = Math.max(discount, Math.min(off, price));
  }
  const tax = Math.round(((price - discount) * Number(product!.tax)) / 100);
  return { price, discount, tax };
}

describe('O1 calculate', () => {
  it('prices the cart in the asked currency to the cent: lines, shop tax, delivery fee, service fee, total', async () => {
    const cart = await fullCart(ana);
    const eur = rates.EUR!;
    const [a, b] = brasa.stocks;
    const lines = [{ unit: await baseUnit(a!.id), q: 2 }, { unit: await baseUnit(b!.id), q: 1 }];
    const conv = (c: number) => Math.round(c * eur.rate);
    const baseSubtotal = lines.reduce((s, l) => s + (l.unit.price - l.unit.discount + l.unit.tax) * l.q, 0);
    const subtotal = lines.reduce((s, l) => s + (conv(l.unit.price) - conv(l.unit.discount) + conv(l.unit.tax)) * l.q, 0);
    const shopTax = conv(Math.round((baseSubtotal * Number(brasa.shop.tax)) / 100));

    const pickup = expectCalculation(await calculate(ana, cart.id, { type: 'pickup', currency_id: eur.id }));
    expect(cents(pickup.price)).toBe(subtotal);
    expect(cents(pickup.total_shop_tax)).toBe(shopTax);
    expect(pickup.total_tax).toBe(pickup.total_shop_tax);
    expect(pickup.delivery_fee).toBe(0);
    expect(pickup.km).toBe(0);
    expect(cents(pickup.service_fee)).toBe(conv(cents(brasa.shop.serviceFee)));
    expect(cents(pickup.total_price)).toBe(subtotal + shopTax + cents(pickup.service_fee));
    expect(pickup.currency_id).toBe(eur.id);
    expect(pickup.coupon).toBeNull();

    // At the shop's door: the start price only. A kilometre and a bit north: + km × price per km.
    const door = expectCalculation(await calculate(ana, cart.id, {
      type: 'delivery', currency_id: eur.id, address: { latitude: brasa.shop.latitude, longitude: brasa.shop.longitude },
    }));
    expect(cents(door.delivery_fee)).toBe(conv(cents(brasa.shop.price)));
    const north = expectCalculation(await calculate(ana, cart.id, {
      type: 'delivery', currency_id: eur.id, address: { latitude: String(brasa.shop.latitude + 0.01), longitude: String(brasa.shop.longitude) },
    }));
    expect(north.km).toBeCloseTo(1.11, 2);
    const fee = cents(brasa.shop.price) + Math.round(cents(brasa.shop.pricePerKm) * north.km);
    expect(cents(north.delivery_fee)).toBe(conv(fee));
    expect(cents(north.total_price)).toBe(subtotal + shopTax + cents(north.service_fee) + conv(fee));
  });

  it('refuses a point outside every delivery zone with the spec message', async () => {
    const cart = await fullCart(ana);
    expectError(await calculate(ana, cart.id, { type: 'delivery', address: { latitude: 4.6, longitude: -74.08 } }), 422, m.notAvailableHere);
  });

  it('applies a coupon and names a bad one', async () => {
    const cart = await fullCart(ana);
    const plain = expectCalculation(await calculate(ana, cart.id, { type: 'pickup' }));
    const off = expectCalculation(await calculate(ana, cart.id, { type: 'pickup', coupon: 'welcome10' }));
    expect(cents(off.coupon_price)).toBe(Math.round(cents(plain.price) / 10));
    expect(cents(off.total_price)).toBe(cents(plain.total_price) - cents(off.coupon_price));
    expect(off.coupon?.name).toBe('WELCOME10');
    expectError(await calculate(ana, cart.id, { type: 'pickup', coupon: 'SUMMER5' }), 422, couponMessages.expired);
    expectError(await calculate(ana, cart.id, { type: 'pickup', coupon: 'NOPE' }), 422, couponMessages.notFound);
  });

  it("answers 404 for another customer's cart", async () => {
    const cart = await fullCart(ana);
    expectError(await calculate(luis, cart.id, { type: 'pickup' }), 404, m.cartNotFound);
    expectError(await calculate(ana, cart.id + 1000, { type: 'pickup' }), 404, m.cartNotFound);
    expectError(await dashboard(t.app, 'POST', `cart/calculate/${cart.id}`, undefined, { json: { type: 'pickup' } }), 401);
  });
});

describe('O2 place an order', () => {
  it('places the order from the server cart, takes the stock, empties the cart, and reads back as O1 priced it', async () => {
    const cart = await fullCart(ana);
    const [a, b] = brasa.stocks;
    const before = [await stockQuantity(t.db, a!.id), await stockQuantity(t.db, b!.id)];
    const eur = rates.EUR!;
    const body = orderBody(brasa.shop, { currency_id: eur.id, payment_sys_id: cash, note: 'Ring twice', notes: { [String(a!.id)]: 'No onion' } });
    const quote = expectCalculation(await calculate(ana, cart.id, { type: 'delivery', currency_id: eur.id, address: body.location }));
    const order = expectOrder(await place(ana, { ...body, cart_id: cart.id, rate: 999 }));

    expect(order.status).toBe('new');
    expect(order.currency?.id).toBe(eur.id);
    expect(order.origin_price).toBe(quote.price);
    expect(order.tax).toBe(quote.total_shop_tax);
    expect(order.delivery_fee).toBe(quote.delivery_fee);
    expect(order.service_fee).toBe(quote.service_fee);
    expect(order.total_price).toBe(quote.total_price);
    expect(order.details).toHaveLength(2);
    expect(order.details[0]!.note).toBe('No onion');
    expect(order.details.reduce((s, d) => s + cents(d.total_price), 0)).toBe(cents(quote.price));
    expect(order.note).toBe('Ring twice');
    expect(order.address).toEqual({ address: 'Carrera 43A #1-50', office: null, house: '12', floor: '3' });
    expect(order.status_history.map((h) => h.status)).toEqual(['new']);
    expect(order.transaction).toMatchObject({ status: 'progress', payment_system: { id: cash, tag: 'cash' } });
    expect(order.shop.id).toBe(brasa.shop.id);

    expect([await stockQuantity(t.db, a!.id), await stockQuantity(t.db, b!.id)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expectError(await dashboard(t.app, 'GET', 'cart', ana.token), 404);
    expect(expectOrder(await show(ana, order.id), 200)).toEqual(order);
  });

  it('is idempotent: the same key twice is one order (header or body)', async () => {
    await fullCart(ana);
    const stock = brasa.stocks[0]!;
    const before = await stockQuantity(t.db, stock.id);
    const body = orderBody(brasa.shop, { idempotency_key: 'checkout-1' });
    const first = expectOrder(await place(ana, body));
    const again = expectOrder(await place(ana, body), 200);
    expect(again.id).toBe(first.id);
    const header = expectOrder(await place(ana, orderBody(brasa.shop), { 'Idempotency-Key': 'checkout-1' }), 200);
    expect(header.id).toBe(first.id);
    expect(await stockQuantity(t.db, stock.id)).toBe(before - 2);
    expect(await t.db.$count(orders)).toBe(1);
    expectError(await place(ana, { ...body, idempotency_key: 'other' }, { 'Idempotency-Key': 'checkout-1' }), 422, m.idempotencyKeyMismatch);
  });

  it('refuses an empty cart, a cart of another shop, and a pickup keeps the shop as the place', async () => {
    expectError(await place(ana, orderBody(brasa.shop)), 422, m.cartEmpty);
    await fullCart(ana);
    const other = await demoShop(t.db, 'forno-napoli');
    expectError(await place(ana, orderBody(other.shop)), 422, m.cartOfOtherShop);
    const pickup = expectOrder(await place(ana, { ...orderBody(brasa.shop), delivery_type: 'pickup', location: undefined, address: undefined }));
    expect(pickup.delivery_fee).toBe(0);
    expect(pickup.location).toEqual({ latitude: brasa.shop.latitude, longitude: brasa.shop.longitude });
    expect(pickup.address?.address.length).toBeGreaterThan(0);
  });

  it('checks the delivery zone, the day and the slot', async () => {
    await fullCart(ana);
    expectError(await place(ana, orderBody(brasa.shop, { location: { latitude: 4.6, longitude: -74.08 } })), 422, m.notAvailableHere);
    const body = orderBody(brasa.shop);
    expectError(await place(ana, { ...body, delivery_time: '03:17' }), 422, m.slotUnavailable);
    expectError(await place(ana, { ...body, delivery_date: '2020-01-01' }), 422, m.slotUnavailable);
    await t.db.insert(shopClosedDates).values({ shopId: brasa.shop.id, day: body.delivery_date });
    try {
      const closed = expectError(await place(ana, body), 422, m.shopClosed);
      expect(closed.params?.delivery_date).toEqual([m.shopClosed]);
    } finally {
      await t.db.delete(shopClosedDates).where(sql`${shopClosedDates.shopId} = ${brasa.shop.id} AND ${shopClosedDates.day} = ${body.delivery_date}`);
    }
    await t.db.update(shops).set({ open: false }).where(eq(shops.id, brasa.shop.id));
    expectError(await place(ana, body), 422, m.shopNotAccepting);
    expect(await t.db.$count(orders)).toBe(0);
  });

  it('enforces the minimum order amount', async () => {
    const cheapest = [...brasa.stocks].sort((x, y) => Number(x.price) - Number(y.price))[0]!;
    expect(Number(cheapest.price)).toBeLessThan(Number(brasa.shop.minAmount));
    await fillCart(t.app, ana.token, brasa.shop.id, [{ stock_id: cheapest.id, quantity: 1 }]);
    const refused = expectError(await place(ana, orderBody(brasa.shop)), 422);
    expect(refused.message).toBe(m.minAmount(Number(brasa.shop.minAmount).toFixed(2)));
  });

  it('asks for a phone when the setting requires one, unless ordering for someone else', async () => {
    await t.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'before_order_phone_required'));
    await fullCart(ana);
    expectError(await place(ana, orderBody(brasa.shop)), 422, m.phoneRequired);
    const forSomeone = expectOrder(await place(ana, orderBody(brasa.shop, { phone: '+57 300 555 0101', username: 'Marta' })));
    expect(forSomeone).toMatchObject({ phone: '573005550101', username: 'Marta' });
  });

  it('pays with the wallet in the same transaction, or writes nothing when the balance is short', async () => {
    await fullCart(ana);
    const stock = brasa.stocks[0]!;
    const before = await stockQuantity(t.db, stock.id);
    expectError(await place(ana, orderBody(brasa.shop, { payment_sys_id: wallet })), 422, m.insufficientBalance);
    expect(await t.db.$count(orders)).toBe(0);
    expect(await stockQuantity(t.db, stock.id)).toBe(before);
    expect(await t.db.$count(carts)).toBe(1);

    await t.db.update(wallets).set({ price: '500.00' }).where(eq(wallets.userId, ana.userId));
    const order = expectOrder(await place(ana, orderBody(brasa.shop, { payment_sys_id: wallet })));
    expect(order.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, ana.userId));
    expect(cents(w!.price)).toBe(50_000 - cents(row!.totalPrice));
    const history = await t.db.select().from(walletHistories);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ type: 'withdraw', price: row!.totalPrice, transactionId: order.transaction!.id });
  });

  it('refuses a payment method that is switched off', async () => {
    await fullCart(ana);
    expectError(await place(ana, orderBody(brasa.shop, { payment_sys_id: await paymentId(t.db, 'stripe') })), 422, m.paymentNotAvailable);
  });

  it('takes one use of a coupon and records it on the order', async () => {
    await fullCart(ana);
    const [before] = await t.db.select().from(coupons).where(eq(coupons.name, 'PAISA3'));
    const order = expectOrder(await place(ana, orderBody(brasa.shop, { coupon: 'paisa3' })));
    expect(order.coupon).toMatchObject({ id: before!.id, name: 'PAISA3', price: 3 });
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, before!.id));
    expect(after!.qty).toBe(before!.qty! - 1);
  });

  it('orders addons under their line, takes their stock, and refuses products no longer sold', async () => {
    const forno = await demoShop(t.db, 'forno-napoli');
    const margherita = await t.db.query.products.findFirst({
      where: eq(products.uuid, demoUuid('product', 'forno-napoli/margherita')),
      with: { stocks: { with: { addons: { with: { product: { with: { stocks: true } } } } } } },
    });
    const main = margherita!.stocks[0]!;
    const addon = main.addons[0]!.product.stocks[0]!;
    const before = await stockQuantity(t.db, addon.id);
    await fillCart(t.app, ana.token, forno.shop.id, [
      { stock_id: main.id, quantity: 2 },
      { stock_id: addon.id, quantity: 1, parent_id: main.id },
    ]);
    const order = expectOrder(await place(ana, orderBody(forno.shop)));
    expect(order.details).toHaveLength(1);
    expect(order.details[0]!.stock?.id).toBe(main.id);
    expect(order.details[0]!.addons.map((a) => [a.stock_id, a.quantity])).toEqual([[addon.id, 1]]);
    expect(order.details[0]!.addons[0]!.stock?.product.translation?.title).toBeTruthy();
    expect(cents(order.origin_price)).toBe(cents(order.details[0]!.total_price) + cents(order.details[0]!.addons[0]!.total_price));
    expect(await stockQuantity(t.db, addon.id)).toBe(before - 1);

    await fillCart(t.app, ana.token, forno.shop.id, [{ stock_id: main.id, quantity: 2 }]);
    await t.db.update(products).set({ active: false }).where(eq(products.id, margherita!.id));
    try {
      expectError(await place(ana, orderBody(forno.shop)), 422, m.productUnavailable);
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.id, margherita!.id));
    }
    const cart = await dashboard(t.app, 'GET', 'cart', ana.token);
    expectError(await place(ana, { ...orderBody(forno.shop), cart_id: (cart.body.data as { id: number }).id + 1 }), 404, m.cartNotFound);
  });

  it('validates the body with readable messages', async () => {
    const reply = expectError(await place(ana, { shop_id: brasa.shop.id, delivery_type: 'delivery' }), 422);
    expect(Object.keys(reply.params ?? {})).toEqual(expect.arrayContaining(['delivery_date', 'delivery_time']));
  });
});

describe('O3 / O4 reading orders', () => {
  async function placeOne(who: Customer): Promise<Order> {
    await fullCart(who);
    return expectOrder(await place(who, orderBody(brasa.shop)));
  }

  it('lists own orders newest first, filtered by status in both query styles', async () => {
    const first = await placeOne(ana);
    const second = await placeOne(ana);
    await placeOne(luis);
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, first.id));

    const all = await call<{ data: Order[]; meta: { total: number } }>(t.app, 'GET', 'dashboard/user/orders/paginate', { token: ana.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(all.body.meta.total).toBe(2);

    const active = await t.app.request(`http://shop.test/api/v1/dashboard/user/orders/paginate?order_statuses=true&statuses[]=new&statuses[]=accepted&perPage=5`, { headers: { Authorization: `Bearer ${ana.token}` } });
    const activeBody = (await active.json()) as { data: Order[]; meta: { total: number } };
    expect(activeBody.data.map((o) => o.id)).toEqual([second.id]);
    const history = await t.app.request(`http://shop.test/api/v1/dashboard/user/orders/paginate?statuses%5B0%5D=delivered&statuses%5B1%5D=canceled`, { headers: { Authorization: `Bearer ${ana.token}` } });
    expect(((await history.json()) as { meta: { total: number }; data: Order[] }).data.map((o) => o.id)).toEqual([first.id]);
  });

  it("answers 404 for another customer's order", async () => {
    const order = await placeOne(ana);
    expectError(await show(luis, order.id), 404, m.orderNotFound);
    expectError(await show(ana, order.id + 1000), 404, m.orderNotFound);
    expectError(await dashboard(t.app, 'POST', `orders/review/${order.id}`, luis.token, { json: { rating: 5 } }), 404);
  });
});

describe('O6 review', () => {
  it('reviews a delivered order once and keeps the shop rating in step', async () => {
    await fullCart(ana);
    const order = expectOrder(await place(ana, orderBody(brasa.shop)));
    expectError(await dashboard(t.app, 'POST', `orders/review/${order.id}`, ana.token, { json: { rating: 5 } }), 422, m.reviewNotDelivered);
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const [before] = await t.db.select().from(shops).where(eq(shops.id, brasa.shop.id));
    const reviewed = expectOrder(await dashboard(t.app, 'POST', `orders/review/${order.id}`, ana.token, { json: { rating: 4, comment: 'Tasty' } }), 200);
    expect(reviewed.review).toMatchObject({ rating: 4, comment: 'Tasty' });
    const [after] = await t.db.select().from(shops).where(eq(shops.id, brasa.shop.id));
    expect(after!.reviewsCount).toBe(before!.reviewsCount + 1);
    const [avg] = await t.db.select({ v: sql<string>`round(avg(${shopReviews.rating}), 2)` }).from(shopReviews).where(eq(shopReviews.shopId, brasa.shop.id));
    expect(after!.ratingAvg).toBe(avg!.v);
    expectError(await dashboard(t.app, 'POST', `orders/review/${order.id}`, ana.token, { json: { rating: 5 } }), 422, m.alreadyReviewed);
    expectError(await dashboard(t.app, 'POST', `orders/review/${order.id}`, ana.token, { json: { rating: 7 } }), 422);
  });
});
