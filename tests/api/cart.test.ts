import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import { cart as cartSchema, cartMessages as m, type Cart, type CartInsertBody } from '../../contract/cart';
import { currency } from '../../contract/presentation';
import { productDetail, type ProductDetail } from '../../contract/products';
import { cartDetails, carts, products, shops, stocks, userCarts } from '../../server/db/schema';
import { demoUuid } from '../../server/db/seed/geo';
import { useSeededApp } from '../support/app';
import { call, expectError, signUpByEmail, type Call } from '../support/auth';

/**
 * The signed-in customer's server cart, CT1–CT5 (contract §2.6, §3.8, §5.1–5.4). One database per
 * file; the accounts are made once and only the cart tables are emptied between tests.
 */

const t = useSeededApp();
let ana: AuthSession;
let luis: AuthSession;

beforeAll(async () => {
  ana = await signUpByEmail(t.app, 'ana.cart@example.com');
  luis = await signUpByEmail(t.app, 'luis.cart@example.com');
}, 60_000);

beforeEach(async () => {
  // Members and lines go with their carts (ON DELETE CASCADE).
  await t.db.delete(carts);
});

// ---- calls ----------------------------------------------------------------------------------

const api = (method: string, path: string, token: string | undefined, init: Call = {}) =>
  call<{ data: unknown }>(t.app, method, `dashboard/user/${path}`, { ...init, ...(token ? { token } : {}) });

const getCart = (token: string, currencyId?: number) =>
  api('GET', 'cart', token, currencyId ? { query: { currency_id: currencyId } } : {});
const insert = (token: string, body: CartInsertBody | Record<string, unknown>) => api('POST', 'cart/insert-product', token, { json: body });
const removeLines = (token: string, ids: number[]) => api('DELETE', 'cart/product/delete', token, { json: { ids } });
const deleteCarts = (token: string, ids: number[]) => api('DELETE', 'cart/delete', token, { json: { ids } });
const openCart = (token: string, shopId: number, currencyId?: number) =>
  api('POST', 'cart/open', token, { json: { shop_id: shopId, ...(currencyId ? { currency_id: currencyId } : {}) } });

function expectCart(reply: Awaited<ReturnType<typeof api>>): Cart {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return cartSchema.parse(reply.body.data);
}

const ownLines = (cart: Cart) => cart.user_carts.flatMap((u) => u.cartDetails);

// ---- seeded catalog -------------------------------------------------------------------------

/** Exact cents of a decimal (test-side arithmetic, independent of the server's). */
const cents = (value: string | number) => Math.round(Number(value) * 100);

async function shopId(slug: string) {
  const [row] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug));
  return row!.id;
}

/** A demo product with its variants, each variant's addons (with their stock) and discounts. */
async function product(shop: string, key: string) {
  const row = await t.db.query.products.findFirst({
    where: eq(products.uuid, demoUuid('product', `${shop}/${key}`)),
    with: {
      stocks: {
        orderBy: asc(stocks.id),
        with: {
          addons: {
            with: {
              product: {
                with: { stocks: { orderBy: asc(stocks.id), limit: 1 }, discounts: { with: { discount: true } } },
              },
            },
          },
        },
      },
      discounts: { with: { discount: true } },
    },
  });
  if (!row) throw new Error(`no demo product ${shop}/${key}`);
  return row;
}

type Priced = { price: string; product: { tax: string; discounts: Array<{ discount: { type: 'fix' | 'percent'; price: string; active: boolean } }> } };

/**
 * One unit's final price in cents of a currency (`rate` per base unit): the base price converted,
 * the largest live discount off, tax on the discounted price (contract §3.3, §5.1).
 */
function unitCents(stock: Priced, rate: number): number {
  const price = Math.round(cents(stock.price) * rate);
  let discount = 0;
  for (const { discount: d } of stock.product.discounts) {
    if (!d.active) continue;
    const off = d.type === 'percent' ? Math.round((price * Number(d.price)) / 100) : Math.round(cents(d.price) * rate);
    discount = Math.max(discount, Math.min(off, price));
  }
  return price - discount + Math.round(((price - discount) * Number(stock.product.tax)) / 100);
}

async function currencies() {
  const reply = await call<{ data: unknown[] }>(t.app, 'GET', 'rest/currencies/active');
  return Object.fromEntries(currency.array().parse(reply.body.data).map((c) => [c.title, c]));
}

async function p2(uuid: string, currencyId: number): Promise<ProductDetail> {
  const reply = await call<{ data: unknown }>(t.app, 'GET', `rest/products/${uuid}`, { query: { currency_id: currencyId } });
  return productDetail.parse(reply.body.data);
}

/** Forno Napoli: Margherita (15 % off) and Four cheese (no discount), both with addons. */
async function pizzas() {
  const shop = await shopId('forno-napoli');
  const margherita = await product('forno-napoli', 'margherita');
  const quattro = await product('forno-napoli', 'quattro-formaggi');
  const main = margherita.stocks[0]!;
  const [a1, a2, a3] = main.addons.map((a) => ({ ...a.product.stocks[0]!, product: a.product }));
  return { shop, margherita, quattro, main, addons: [a1!, a2!, a3!] };
}

// ---- tests ----------------------------------------------------------------------------------

describe('access', () => {
  it('answers 401 without a token on every cart call', async () => {
    for (const [method, path] of [
      ['GET', 'cart'], ['POST', 'cart/insert-product'], ['DELETE', 'cart/product/delete'], ['DELETE', 'cart/delete'], ['POST', 'cart/open'],
    ] as const) {
      expectError(await api(method, path, undefined, method === 'GET' ? {} : { json: {} }), 401, 'Unauthorized');
    }
  });

  it('answers 404 with a readable message while there is no cart', async () => {
    expectError(await getCart(ana.token), 404, m.cartNotFound);
    expectError(await removeLines(ana.token, [1]), 404, m.cartProductNotFound);
    expectError(await deleteCarts(ana.token, [1]), 404, m.cartNotFound);
  });

  it('CT1 with allow_none=1 answers "no cart" as 200 with data null, and the cart once there is one (the default stays 404)', async () => {
    const none = await api('GET', 'cart', ana.token, { query: { allow_none: 1 } });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ status: true, data: null });
    // Off, or left out: the contract's 404.
    expectError(await api('GET', 'cart', ana.token, { query: { allow_none: 0 } }), 404, m.cartNotFound);
    expectError(await getCart(ana.token), 404, m.cartNotFound);
    // A value that is not a boolean is refused with the field named.
    const bad = await api('GET', 'cart', ana.token, { query: { allow_none: 'maybe' } });
    expect(bad.status).toBe(422);
    // With a cart, the same answer either way.
    const { shop, main } = await pizzas();
    expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 1 }] }));
    const held = expectCart(await api('GET', 'cart', ana.token, { query: { allow_none: 'true' } }));
    expect(held).toEqual(expectCart(await getCart(ana.token)));
    // Someone else's cart is never answered: luis has none.
    expect((await api('GET', 'cart', luis.token, { query: { allow_none: 1 } })).body).toMatchObject({ data: null });
  });
});

describe('CT2 insert-product and CT1', () => {
  it('creates the cart and answers it priced by the server: a discounted product with addons, in two currencies', async () => {
    const { shop, margherita, quattro, main, addons } = await pizzas();
    const { USD, COP } = await currencies();
    const second = quattro.stocks[1]!;
    const reply = await insert(ana.token, {
      shop_id: shop,
      currency_id: COP!.id,
      rate: 1, // the client's rate is ignored for money
      products: [
        { stock_id: main.id, quantity: 2 },
        { stock_id: addons[0]!.id, quantity: 1, parent_id: main.id },
        { stock_id: addons[1]!.id, quantity: 2, parent_id: main.id },
        { stock_id: second.id, quantity: 3 },
      ],
    });
    const inCop = expectCart(reply);
    // A customer's cart is never stored by a cache.
    expect(reply.res.headers.get('cache-control')).toBe('no-store');

    expect(inCop).toMatchObject({ shop_id: shop, owner_id: ana.user.id, group: false, currency_id: COP!.id, rate: COP!.rate });
    expect(inCop.user_carts).toHaveLength(1);
    expect(inCop.user_carts[0]).toMatchObject({ user_id: ana.user.id, cart_id: inCop.id, name: 'Ana Restrepo', status: true });
    // The server's rate was stored, not the client's.
    const [stored] = await t.db.select().from(carts).where(eq(carts.id, inCop.id));
    expect(stored).toMatchObject({ currencyId: COP!.id, rate: '3950.000000' });

    for (const [cur, answer] of [[USD!, expectCart(await getCart(ana.token, USD!.id))], [COP!, inCop]] as const) {
      const rate = cur.rate;
      const mainUnit = unitCents({ ...main, product: margherita }, rate);
      const addonUnits = addons.slice(0, 2).map((a) => unitCents(a, rate));
      const secondUnit = unitCents({ ...second, product: quattro }, rate);
      expect(margherita.discounts.length).toBeGreaterThan(0);
      expect(quattro.discounts).toHaveLength(0);

      const [pizza, cheese] = ownLines(answer);
      expect(pizza!.stock.id).toBe(main.id);
      expect(pizza!.quantity).toBe(2);
      expect(cents(pizza!.price)).toBe(mainUnit * 2);
      expect(cents(pizza!.discount)).toBe(cents(pizza!.stock.discount));
      expect(pizza!.discount).toBeGreaterThan(0);
      expect(pizza!.addons.map((a) => [a.stock.id, a.quantity])).toEqual([[addons[0]!.id, 1], [addons[1]!.id, 2]]);
      expect(pizza!.addons.map((a) => cents(a.price))).toEqual([addonUnits[0]!, addonUnits[1]! * 2]);
      expect(cheese!.stock.id).toBe(second.id);
      expect(cents(cheese!.price)).toBe(secondUnit * 3);
      expect(cheese!.discount).toBe(0);

      const total = mainUnit * 2 + addonUnits[0]! + addonUnits[1]! * 2 + secondUnit * 3;
      expect(cents(answer.total_price)).toBe(total);
      expect(answer.currency_id).toBe(cur.id);

      // The line's stock is the product endpoints' stock JSON (same prices, same variant extras).
      const detail = await p2(margherita.uuid, cur.id);
      const { addons: _addons, ...p2Stock } = detail.stocks.find((s) => s.id === main.id)!;
      expect(pizza!.stock).toMatchObject(p2Stock);
      expect(pizza!.stock.product).toEqual({
        id: margherita.id, uuid: margherita.uuid, shop_id: shop, img: detail.img, translation: detail.translation,
        min_qty: margherita.minQty, max_qty: margherita.maxQty, interval: detail.interval, unit: detail.unit,
      });
      expect(pizza!.addons[0]!.stock.product.translation?.title).toBeTruthy();
    }
  });

  it('sets the absolute quantity: the same stock again updates its one line', async () => {
    const { shop, main } = await pizzas();
    expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 2 }] }));
    const again = expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 5 }] }));
    expect(ownLines(again).map((l) => [l.stock.id, l.quantity])).toEqual([[main.id, 5]]);
    const lower = expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 1 }] }));
    expect(ownLines(lower).map((l) => [l.id, l.quantity])).toEqual([[ownLines(again)[0]!.id, 1]]);
    expect(await t.db.$count(cartDetails)).toBe(1);
  });

  it("replaces a line's addons with the ones sent (an addon not sent is removed)", async () => {
    const { shop, main, addons: [a, b, c] } = await pizzas();
    const addonsOf = (cart: Cart) => ownLines(cart)[0]!.addons.map((x) => [x.stock.id, x.quantity]);
    const first = await insert(ana.token, {
      shop_id: shop,
      products: [{ stock_id: main.id, quantity: 1 }, { stock_id: a!.id, quantity: 1, parent_id: main.id }, { stock_id: b!.id, quantity: 1, parent_id: main.id }],
    });
    expect(addonsOf(expectCart(first))).toEqual([[a!.id, 1], [b!.id, 1]]);
    const second = await insert(ana.token, {
      shop_id: shop,
      products: [{ stock_id: main.id, quantity: 2 }, { stock_id: b!.id, quantity: 3, parent_id: main.id }, { stock_id: c!.id, quantity: 1, parent_id: main.id }],
    });
    expect(addonsOf(expectCart(second))).toEqual([[b!.id, 3], [c!.id, 1]]);
    // Addons alone for a line already in the cart; quantity 0 means "not chosen".
    const third = await insert(ana.token, {
      shop_id: shop,
      products: [{ stock_id: a!.id, quantity: 2, parent_id: main.id }, { stock_id: b!.id, quantity: 0, parent_id: main.id }],
    });
    expect(addonsOf(expectCart(third))).toEqual([[a!.id, 2]]);
    expect(ownLines(expectCart(third))[0]!.quantity).toBe(2);
    // The main line re-sent without addons loses them.
    const fourth = expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 2 }] }));
    expect(addonsOf(fourth)).toEqual([]);
    expect(await t.db.$count(cartDetails)).toBe(1);
  });

  it("refuses quantities outside the product's rules and the stock, writing nothing", async () => {
    const { shop, margherita, main } = await pizzas();
    const brasa = await shopId('la-brasa-paisa');
    const mondongo = (await product('la-brasa-paisa', 'mondongo')).stocks[0]!;
    const quantityError = async (shopId: number, stockId: number, quantity: unknown, message: string, bySchema = false) => {
      const error = expectError(await insert(ana.token, { shop_id: shopId, products: [{ stock_id: stockId, quantity }] }), 422);
      expect(error.params).toEqual({ 'products.0.quantity': [message] });
      // The cart's rules answer the bare message (shown and translated as is); schema errors name the field first.
      expect(error.message).toBe(bySchema ? `products.0.quantity: ${message}` : message);
    };

    await quantityError(brasa, mondongo.id, 1, 'Out of stock');
    await quantityError(shop, main.id, main.quantity + 1, 'Out of stock');
    await quantityError(shop, main.id, 0, m.minQuantity(1));
    await quantityError(shop, main.id, 1.5, 'Quantity must be a whole number', true);
    await quantityError(shop, main.id, 'two', 'Quantity must be a number', true);
    try {
      await t.db.update(products).set({ minQty: 2, maxQty: 3 }).where(eq(products.id, margherita.id));
      await quantityError(shop, main.id, 1, 'The minimum quantity is 2');
      await quantityError(shop, main.id, 4, 'The maximum quantity is 3');
      expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 3 }] }));
    } finally {
      await t.db.update(products).set({ minQty: margherita.minQty, maxQty: margherita.maxQty }).where(eq(products.id, margherita.id));
    }
    // Only the last, valid call wrote anything.
    expect(await t.db.$count(cartDetails)).toBe(1);
  });

  it('refuses stocks that are not for sale here, addons that are not offered, and malformed bodies', async () => {
    const { shop, main, addons: [cheese] } = await pizzas();
    const lasagna = (await product('forno-napoli', 'lasagna')).stocks[0]!;
    const smash = await shopId('smash-and-co');
    const burger = (await product('smash-and-co', 'classic-smash')).stocks[0]!;
    const errorOf = async (body: Record<string, unknown>, status: number, message: string) =>
      expectError(await insert(ana.token, body), status, message).params;

    // Unknown stock or shop: 404 naming the field.
    expect(await errorOf({ shop_id: shop, products: [{ stock_id: 999_999, quantity: 1 }] }, 404, m.productNotFound)).toEqual({
      'products.0.stock_id': [m.productNotFound],
    });
    expect(await errorOf({ shop_id: 999_999, products: [{ stock_id: main.id, quantity: 1 }] }, 404, m.shopNotFound)).toEqual({
      shop_id: [m.shopNotFound],
    });
    // Another shop's stock under this shop_id.
    expect(await errorOf({ shop_id: smash, products: [{ stock_id: main.id, quantity: 1 }] }, 422, m.notThisShop)).toHaveProperty('products.0.stock_id');
    // An addon product on its own.
    expect(await errorOf({ shop_id: shop, products: [{ stock_id: cheese!.id, quantity: 1 }] }, 422, m.addonOnly)).toHaveProperty('products.0.stock_id');
    // An addon the main stock does not offer (lasagna has none; a burger's addon is another shop's).
    expect(
      await errorOf({ shop_id: shop, products: [{ stock_id: lasagna.id, quantity: 1 }, { stock_id: cheese!.id, quantity: 1, parent_id: lasagna.id }] }, 422, m.notAnAddon),
    ).toEqual({ 'products.1.stock_id': [m.notAnAddon] });
    const burgerAddon = (await product('smash-and-co', 'classic-smash')).stocks[0]!.addons[0]!.product.stocks[0]!;
    expect(
      await errorOf({ shop_id: shop, products: [{ stock_id: main.id, quantity: 1 }, { stock_id: burgerAddon.id, quantity: 1, parent_id: main.id }] }, 422, m.notThisShop),
    ).toHaveProperty('products.1.stock_id');
    // An addon whose line is neither sent nor in the cart.
    expect(await errorOf({ shop_id: shop, products: [{ stock_id: cheese!.id, quantity: 1, parent_id: main.id }] }, 422, m.parentMissing)).toEqual({
      'products.0.parent_id': [m.parentMissing],
    });
    // The same line twice in one call.
    expect(
      await errorOf({ shop_id: shop, products: [{ stock_id: main.id, quantity: 1 }, { stock_id: main.id, quantity: 2 }] }, 422, m.listedTwice),
    ).toHaveProperty('products.1.stock_id');
    // Malformed input: 422 per field.
    const bad = expectError(await insert(ana.token, { shop_id: 'x', rate: 'abc', products: [] }), 422).params;
    expect(bad).toMatchObject({ shop_id: ['shop_id must be a number'], rate: ['Rate must be a number'], products: ['Choose at least one product'] });
    expectError(await api('POST', 'cart/insert-product', ana.token, { body: '{not json', headers: { 'Content-Type': 'application/json' } }), 400);

    expectError(await getCart(ana.token), 404);
    // A burger on its own is fine in its own shop (the smash shop's fix discount).
    expect(ownLines(expectCart(await insert(ana.token, { shop_id: smash, products: [{ stock_id: burger.id, quantity: 1 }] })))).toHaveLength(1);
  });

  it("refuses another shop's products while the cart holds lines (409); after CT4 the same call works", async () => {
    const { shop, main } = await pizzas();
    const smash = await shopId('smash-and-co');
    const burger = (await product('smash-and-co', 'classic-smash')).stocks[0]!;
    const pizzaCart = expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 1 }] }));

    const refused = expectError(await insert(ana.token, { shop_id: smash, products: [{ stock_id: burger.id, quantity: 1 }] }), 409, m.otherShop);
    expect(refused.params).toEqual({ shop_id: [m.otherShop] });
    expect(ownLines(expectCart(await getCart(ana.token))).map((l) => l.stock.id)).toEqual([main.id]);

    expect((await deleteCarts(ana.token, [pizzaCart.id])).body.data).toEqual({ ids: [pizzaCart.id] });
    const burgerCart = expectCart(await insert(ana.token, { shop_id: smash, products: [{ stock_id: burger.id, quantity: 1 }] }));
    expect(burgerCart.shop_id).toBe(smash);
    expect(ownLines(burgerCart).map((l) => l.stock.id)).toEqual([burger.id]);
  });
});

describe('CT3 product/delete', () => {
  it('removes a line with its addons ([cartDetailId, ...addonStockIds]) and keeps the emptied cart', async () => {
    const { shop, main, quattro, addons: [a, b] } = await pizzas();
    const other = quattro.stocks[0]!;
    const full = expectCart(
      await insert(ana.token, {
        shop_id: shop,
        products: [
          { stock_id: main.id, quantity: 1 },
          { stock_id: a!.id, quantity: 1, parent_id: main.id },
          { stock_id: b!.id, quantity: 1, parent_id: main.id },
          { stock_id: other.id, quantity: 1 },
          { stock_id: a!.id, quantity: 2, parent_id: other.id },
        ],
      }),
    );
    const [pizza, cheese] = ownLines(full);

    const after = expectCart(await removeLines(ana.token, [pizza!.id, a!.id, b!.id]));
    expect(ownLines(after).map((l) => l.id)).toEqual([cheese!.id]);
    // The other line's addon of the same stock is untouched.
    expect(ownLines(after)[0]!.addons.map((x) => [x.stock.id, x.quantity])).toEqual([[a!.id, 2]]);
    expect(await t.db.$count(cartDetails)).toBe(2);

    // One addon by its own row id.
    const noAddon = expectCart(await removeLines(ana.token, [cheese!.addons[0]!.id]));
    expect(ownLines(noAddon)[0]!.addons).toEqual([]);

    const empty = expectCart(await removeLines(ana.token, [cheese!.id]));
    expect(ownLines(empty)).toEqual([]);
    expect(empty.total_price).toBe(0);
    expect(expectCart(await getCart(ana.token)).id).toBe(full.id);
    // Nothing of the customer's named: 404.
    expectError(await removeLines(ana.token, [cheese!.id, 999_999]), 404, m.cartProductNotFound);
  });

  it('reads ids from the query string too (contract §1.2 styles)', async () => {
    const { shop, main } = await pizzas();
    const line = ownLines(expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 1 }] })))[0]!;
    const reply = await call<{ data: unknown }>(t.app, 'DELETE', `dashboard/user/cart/product/delete?ids%5B0%5D=${line.id}`, { token: ana.token });
    expect(ownLines(expectCart(reply))).toEqual([]);
    expectError(await api('DELETE', 'cart/product/delete', ana.token, { json: { ids: ['x'] } }), 422, 'ids.0: ids must be a number');
  });
});

describe('CT4 delete and CT5 open', () => {
  it('CT4 deletes the whole cart; CT1 then answers 404', async () => {
    const { shop, main } = await pizzas();
    const made = expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 1 }] }));
    const reply = await call<{ data: unknown }>(t.app, 'DELETE', `dashboard/user/cart/delete?ids[]=${made.id}`, { token: ana.token });
    expect(reply.status).toBe(200);
    expectError(await getCart(ana.token), 404, m.cartNotFound);
    expect(await t.db.$count(userCarts)).toBe(0);
    expect(await t.db.$count(cartDetails)).toBe(0);
  });

  it("CT5 opens an empty cart for a shop, returns the same cart again, and refuses while another shop's lines are in it", async () => {
    const { shop, main } = await pizzas();
    const smash = await shopId('smash-and-co');
    const { COP } = await currencies();
    const opened = expectCart(await openCart(ana.token, shop, COP!.id));
    expect(opened).toMatchObject({ shop_id: shop, owner_id: ana.user.id, total_price: 0, currency_id: COP!.id });
    expect(opened.user_carts).toEqual([expect.objectContaining({ user_id: ana.user.id, cartDetails: [] })]);
    expect(expectCart(await openCart(ana.token, shop)).id).toBe(opened.id);

    // An empty cart simply moves to the other shop.
    expect(expectCart(await openCart(ana.token, smash))).toMatchObject({ id: opened.id, shop_id: smash });
    expect(expectCart(await openCart(ana.token, shop)).shop_id).toBe(shop);
    expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 1 }] }));
    expectError(await openCart(ana.token, smash), 409, m.otherShop);
    expectError(await openCart(ana.token, 999_999), 404, m.shopNotFound);
    expect(await t.db.$count(carts)).toBe(1);
  });
});

describe("no access to another customer's cart", () => {
  it("B cannot read, change, remove lines of or delete A's cart; A's cart stays as it was", async () => {
    const { shop, main, quattro, addons: [a] } = await pizzas();
    const made = expectCart(
      await insert(ana.token, {
        shop_id: shop,
        products: [{ stock_id: main.id, quantity: 2 }, { stock_id: a!.id, quantity: 1, parent_id: main.id }],
      }),
    );
    const before = expectCart(await getCart(ana.token));
    const line = ownLines(made)[0]!;

    // Luis has no cart: reading finds nothing of Ana's.
    expectError(await getCart(luis.token), 404, m.cartNotFound);
    // Her line and cart ids name nothing of his.
    expectError(await removeLines(luis.token, [line.id, a!.id, line.addons[0]!.id]), 404, m.cartProductNotFound);
    expectError(await deleteCarts(luis.token, [made.id]), 404, m.cartNotFound);
    // Writes with her ids in the body make or change only his own cart.
    const his = expectCart(
      await insert(luis.token, {
        shop_id: shop, cart_id: made.id, user_cart_uuid: made.user_carts[0]!.uuid, owner_id: ana.user.id,
        products: [{ stock_id: main.id, quantity: 7 }, { stock_id: quattro.stocks[0]!.id, quantity: 1 }],
      }),
    );
    expect(his.id).not.toBe(made.id);
    expect(his.owner_id).toBe(luis.user.id);
    expect(his.user_carts.map((u) => u.user_id)).toEqual([luis.user.id]);
    expect(expectCart(await openCart(luis.token, shop)).id).toBe(his.id);
    // His CT4 with both ids deletes only his.
    expect((await deleteCarts(luis.token, [made.id, his.id])).body.data).toEqual({ ids: [his.id] });

    expect(expectCart(await getCart(ana.token))).toEqual(before);
  });
});

describe('concurrency', () => {
  it('20 concurrent inserts of the same line leave one cart with one line', async () => {
    const { shop, main, addons: [a] } = await pizzas();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insert(ana.token, {
          shop_id: shop,
          products: [{ stock_id: main.id, quantity: (i % 5) + 1 }, { stock_id: a!.id, quantity: 1, parent_id: main.id }],
        }),
      ),
    );
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await t.db.$count(carts)).toBe(1);
    expect(await t.db.$count(userCarts)).toBe(1);
    const rows = await t.db.select().from(cartDetails).orderBy(sql`${cartDetails.parentId} nulls first`);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ stockId: main.id, parentId: null });
    expect(rows[1]).toMatchObject({ stockId: a!.id, parentId: rows[0]!.id, quantity: 1 });
    expect(rows[0]!.quantity).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.quantity).toBeLessThanOrEqual(5);
  });
});

describe('concurrency with deletes', () => {
  it('inserts racing CT4 always answer their cart; nothing fails or duplicates', async () => {
    const { shop, main } = await pizzas();
    const first = expectCart(await insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 1 }] }));
    // Ana's carts only (Luis makes none here): the ids the racing inserts may create next.
    const ids = Array.from({ length: 30 }, (_, i) => first.id + i);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? deleteCarts(ana.token, ids) : insert(ana.token, { shop_id: shop, products: [{ stock_id: main.id, quantity: 2 }] }),
      ),
    );
    replies.forEach((reply, i) => {
      if (i % 2) expect([200, 404], JSON.stringify(reply.body)).toContain(reply.status);
      else expect(ownLines(expectCart(reply)).map((l) => [l.stock.id, l.quantity])).toEqual([[main.id, 2]]);
    });
    expect(await t.db.$count(carts)).toBeLessThanOrEqual(1);
    expect(await t.db.$count(cartDetails)).toBe(await t.db.$count(carts));
  });
});
