import { describe, expect, it } from 'vitest';
import { newLine } from './cart-fixtures';
import { removeLine, setLine } from './cart-lines';
import { cartCount, cartLineId, createCartStore, keepForTheVisit, type NewCartLine } from './cart-store';

const line = (over: Partial<NewCartLine> = {}) => newLine({ stock: { id: 10, price: 7.65 }, ...over });

describe('local cart store (spec §4, §5)', () => {
  it('adds a new line and increases the quantity when the same line is added again', () => {
    const cart = createCartStore();
    expect(cart.getState().add(line({ quantity: 2 }))).toMatchObject({ status: 'added', line: { quantity: 2 } });
    expect(cart.getState().add(line({ quantity: 3 }))).toMatchObject({ status: 'added', line: { quantity: 5 } });
    expect(cart.getState().lines).toHaveLength(1);
    expect(cartCount(cart.getState())).toBe(5);
  });

  it('keeps the same stock with other addons as its own line', () => {
    const cart = createCartStore();
    cart.getState().add(line());
    cart.getState().add(line({ addons: [{ stock: { id: 99, price: 1.5 }, quantity: 2 }] }));
    expect(cart.getState().lines.map((l) => l.id)).toEqual(['10', '10+99x2']);
    // Addon order does not make a different line.
    const a = cartLineId({ stock: { id: 1, price: 1 }, addons: [{ stock: { id: 3, price: 1 }, quantity: 1 }, { stock: { id: 2, price: 1 }, quantity: 1 }] });
    const b = cartLineId({ stock: { id: 1, price: 1 }, addons: [{ stock: { id: 2, price: 1 }, quantity: 1 }, { stock: { id: 3, price: 1 }, quantity: 1 }] });
    expect(a).toBe(b);
  });

  it('set replaces the line, remove deletes it, clear empties the cart', () => {
    const cart = createCartStore();
    cart.getState().add(line());
    cart.getState().add(line({ stock: { id: 11, price: 9 } }));
    const [first] = cart.getState().lines;
    if (!first) throw new Error('no line');
    setLine(cart, { ...first, quantity: 7 });
    expect(cart.getState().lines.map((l) => [l.id, l.quantity])).toEqual([['10', 7], ['11', 1]]);
    removeLine(cart, '10');
    expect(cart.getState().lines.map((l) => l.id)).toEqual(['11']);
    cart.getState().clear();
    expect(cart.getState().lines).toEqual([]);
  });

  it('holds one shop only: another shop asks for a replace, which empties the cart first', () => {
    const cart = createCartStore();
    cart.getState().add(line({ quantity: 3 }));
    expect(cart.getState().add(line({ shop_id: 5, stock: { id: 50, price: 3 } }))).toEqual({ status: 'replace-needed', currentShopId: 2 });
    expect(cart.getState().lines).toHaveLength(1);
    cart.getState().replaceWith(line({ shop_id: 5, stock: { id: 50, price: 3 } }));
    expect(cart.getState().lines.map((l) => [l.shop_id, l.id])).toEqual([[5, '50']]);
  });

  it('is a plain in-memory store: nothing is written to storage', () => {
    const cart = createCartStore();
    expect('persist' in cart).toBe(false);
  });

  it("keeps the lines for the tab's visit (sessionStorage) without changing the initial (hydration) state", () => {
    const storage = new Map<string, string>();
    const tab = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    const first = keepForTheVisit(createCartStore(), () => tab);
    first.getState().add(line({ quantity: 2 }));
    // A reload: a new store reads the copy back; its initial state is still the empty cart.
    const reloaded = keepForTheVisit(createCartStore(), () => tab);
    expect(reloaded.getState().lines.map((l) => [l.id, l.quantity])).toEqual([['10', 2]]);
    expect(reloaded.getInitialState().lines).toEqual([]);
    // Emptied (carried over on sign-in, or cleared): the copy is empty too.
    reloaded.getState().clear();
    expect(keepForTheVisit(createCartStore(), () => tab).getState().lines).toEqual([]);
    // A copy that cannot be read, or storage that refuses, is memory only.
    storage.set('comanda.cart', '{oops');
    expect(keepForTheVisit(createCartStore(), () => tab).getState().lines).toEqual([]);
    const full = keepForTheVisit(createCartStore(), () => ({ getItem: () => null, setItem: () => { throw new Error('quota'); } }));
    expect(full.getState().add(line()).status).toBe('added');
    const denied = keepForTheVisit(createCartStore(), () => { throw new Error('SecurityError'); });
    expect(denied.getState().add(line()).status).toBe('added');
  });
});
