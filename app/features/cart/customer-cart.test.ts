import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../contract/cart';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import type { Translate } from '../../lib/i18n/translator';
import { addonRow, detail, newLine, serverCart } from './cart-fixtures';
import type { CartLine } from './cart-store';

type Call = { method: string; path: string; body?: unknown };
type Answer = Cart | { ids: number[] } | ApiResponseError | Error;

/**
 * The customer's cart calls against a scripted API: each call takes the next answer. The stores
 * are per page load, so each test loads the modules afresh in a "browser" (a `window` global).
 */
function fakeApi(answers: Answer[]) {
  const calls: Call[] = [];
  const respond = (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    const next = answers.shift();
    if (!next) return Promise.reject(new Error(`unexpected ${method} ${path}`));
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve({ status: true, data: next });
  };
  const api = {
    get: (path: string) => respond('GET', path),
    post: (path: string, body?: unknown) => respond('POST', path, body),
    put: (path: string, body?: unknown) => respond('PUT', path, body),
    delete: (path: string, body?: unknown) => respond('DELETE', path, body),
  } as unknown as ApiClient;
  return { api, calls };
}

const t = ((key: string) => key) as Translate;
const refused = (status: number, message: string) => new ApiResponseError(status, { status: false, statusCode: `ERROR_${status}`, message, timestamp: '' } as never);

const localLine = newLine;

async function load() {
  vi.resetModules();
  const cart = await import('./customer-cart');
  const { getCartStore } = await import('./cart-store');
  const { getServerCartStore } = await import('./server-cart-store');
  return { cart, local: getCartStore(), server: getServerCartStore() };
}

const inserted = (call: Call | undefined) => (call?.body as { products: unknown[] } | undefined)?.products;

beforeEach(() => vi.stubGlobal('window', {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sign-in carry-over (spec §4, contract §5.12)', () => {
  it('adds the local lines to a server cart of the same shop, then empties the local cart', async () => {
    const { cart, local, server } = await load();
    local.getState().add(localLine({ addons: [{ stock: { id: 99, price: 1 }, quantity: 2 }] }));
    local.getState().add(localLine({ quantity: 2, addons: [] }));
    const held = serverCart([detail({ quantity: 1, addons: [addonRow(101, 99, 1, 1)] })], 11.5);
    const answer = serverCart([detail({ quantity: 4 })], 42);
    const { api, calls } = fakeApi([held, answer]);
    await cart.carryOver({ api, currency: { id: 1, rate: 1 }, t });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET dashboard/user/cart', 'POST dashboard/user/cart/insert-product']);
    expect(calls[1]!.body).toMatchObject({ shop_id: 2, currency_id: 1, rate: 1 });
    expect(inserted(calls[1])).toEqual([
      { stock_id: 10, quantity: 4 },
      { stock_id: 99, quantity: 3, parent_id: 10 },
    ]);
    expect(local.getState().lines).toEqual([]);
    expect(server.getState()).toMatchObject({ cart: answer, status: 'ready' });
  });

  it("replaces a server cart of another shop: the local lines are the newer choice (CT4, then CT2)", async () => {
    const { cart, local } = await load();
    local.getState().add(localLine());
    const { api, calls } = fakeApi([serverCart([detail()], 21, 5, 33), { ids: [33] }, serverCart([detail({ quantity: 1 })], 10.5)]);
    await cart.carryOver({ api, currency: null, t });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'DELETE', 'POST']);
    expect(calls[1]!.body).toEqual({ ids: [33] });
    expect(inserted(calls[2])).toEqual([{ stock_id: 10, quantity: 1 }]);
    expect(local.getState().lines).toEqual([]);
  });

  it('sends the lines one by one when one is refused, and keeps what the server takes', async () => {
    const { cart, local, server } = await load();
    local.getState().add(localLine());
    local.getState().add(localLine({ stock: { id: 11, price: 3 }, product: { uuid: 'q', title: 'Tiramisu', img: null } }));
    const one = serverCart([detail({ quantity: 1 })], 10.5);
    const { api, calls } = fakeApi([refused(404, 'Cart not found'), refused(422, 'Out of stock'), one, refused(422, 'Out of stock')]);
    await cart.carryOver({ api, currency: null, t });
    expect(calls.map((c) => inserted(c))).toEqual([
      undefined,
      [{ stock_id: 10, quantity: 1 }, { stock_id: 11, quantity: 1 }],
      [{ stock_id: 10, quantity: 1 }],
      [{ stock_id: 11, quantity: 1 }],
    ]);
    expect(server.getState().cart).toEqual(one);
    expect(local.getState().lines).toEqual([]);
  });

  it('keeps the local lines when the server cannot be reached (the next page tries again)', async () => {
    const { cart, local } = await load();
    local.getState().add(localLine());
    const { api } = fakeApi([new TypeError('fetch failed')]);
    await cart.carryOver({ api, currency: null, t });
    expect(local.getState().lines).toHaveLength(1);
  });
});

describe('customer cart edits (contract §5.3, §5.4)', () => {
  it('debounces quantity taps for 400 ms and sends the whole line once, showing the new quantity meanwhile', async () => {
    vi.useFakeTimers();
    const { cart, server } = await load();
    const line = detail({ quantity: 1, addons: [addonRow(101, 99, 1.5, 2)] });
    server.setState({ cart: serverCart([line], 13.5), status: 'ready' });
    const after = serverCart([detail({ quantity: 3, addons: [addonRow(101, 99, 1.5, 2)] })], 34.5);
    const { api, calls } = fakeApi([after]);
    const ctx = { api, currency: { id: 1, rate: 1 }, t };
    cart.changeQuantity(ctx, '100', 2);
    await vi.advanceTimersByTimeAsync(300);
    cart.changeQuantity(ctx, '100', 3);
    expect(server.getState().pending).toEqual({ '100': 3 });
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.getState().pending).toEqual({}));
    expect(calls).toHaveLength(1);
    expect(inserted(calls[0])).toEqual([
      { stock_id: 10, quantity: 3 },
      { stock_id: 99, quantity: 2, parent_id: 10 },
    ]);
    expect(server.getState().cart).toEqual(after);
  });

  it('removes a line by its cart-detail id and addon stock ids (CT3)', async () => {
    const { cart, server } = await load();
    server.setState({ cart: serverCart([detail({ addons: [addonRow(101, 99, 1, 1)] })], 22), status: 'ready' });
    const empty = serverCart([], 0);
    const { api, calls } = fakeApi([empty]);
    await cart.removeServerLine({ api, currency: { id: 1, rate: 1 }, t }, '100');
    expect(calls).toEqual([{ method: 'DELETE', path: 'dashboard/user/cart/product/delete', body: { ids: [100, 99], currency_id: 1 } }]);
    expect(server.getState().cart).toEqual(empty);
  });

  it('asks for the replace prompt on a 409, and replaces with CT4 then CT2', async () => {
    const { cart, server } = await load();
    server.setState({ cart: serverCart([detail()], 21, 5, 33), status: 'ready' });
    const line = localLine() as CartLine;
    const first = fakeApi([refused(409, 'Your cart holds products of another shop. Clear it to add products of this shop.')]);
    expect(await cart.addLine({ api: first.api, currency: null, t }, line)).toEqual({ status: 'replace-needed' });
    const second = fakeApi([{ ids: [33] }, serverCart([detail({ quantity: 1 })], 10.5)]);
    expect(await cart.replaceWithLine({ api: second.api, currency: null, t }, line)).toEqual({ status: 'added' });
    expect(second.calls.map((c) => [c.method, c.body])).toEqual([
      ['DELETE', { ids: [33] }],
      ['POST', { shop_id: 2, products: [{ stock_id: 10, quantity: 1 }] }],
    ]);
  });
});
