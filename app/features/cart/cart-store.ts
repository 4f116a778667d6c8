import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { perPageLoad } from '../../lib/per-page-load';

/**
 * The visitor's local cart (spec §3 "Cart item (local)", §4 Cart, §5): lines live in memory and,
 * for the visit, in the tab's sessionStorage (issue #23: a reload lost the cart; decision 0008) —
 * never in localStorage or a cookie, so closing the tab forgets them. Signed-in customers use the
 * server cart (server-cart-store.ts); lines a visitor added before signing in are carried over to
 * it and this store is emptied (customer-cart.ts#carryOver), which empties the tab's copy too.
 */
export type CartStockRef = { id: number; price: number };

export type CartLine = {
  /** Line key: the stock plus its addons, so the same dish with other addons is its own line. */
  id: string;
  quantity: number;
  /** `price` is the unit price shown when the line was added (display only: the server prices orders). */
  stock: CartStockRef;
  shop_id: number;
  /** `title` is for display only. */
  addons: Array<{ stock: CartStockRef; quantity: number; title?: string }>;
  /** What the cart needs to show the line without asking the API again. */
  product: CartLineProduct;
  /**
   * The rate of the currency the prices above are in (the one chosen when adding), so the cart
   * can show them in another currency chosen later. Absent: the prices are in the current one.
   */
  rate?: number;
};

/** The product as the cart shows it and its quantity rules (contract §5.3), as seen when added. */
export type CartLineProduct = {
  uuid: string;
  title: string;
  img: string | null;
  /** The chosen variant's extras ("Large", "Thin crust"). */
  extras?: string[];
  min_qty?: number;
  max_qty?: number;
  /** Stock available when added ("+" stops there). */
  available?: number;
  /** Per-unit discount of the stock, for the old (struck-through) price. */
  discount?: number;
};

export type NewCartLine = Omit<CartLine, 'id'>;

/** `replace-needed`: the cart holds another shop's items (spec §5: one shop per cart). */
export type AddResult = { status: 'added'; line: CartLine } | { status: 'replace-needed'; currentShopId: number };

export type CartState = {
  lines: CartLine[];
  add(line: NewCartLine): AddResult;
  /** After the visitor agreed to the replace prompt: empties the cart, then adds. */
  replaceWith(line: NewCartLine): CartLine;
  clear(): void;
};

export function cartLineId(line: Pick<NewCartLine, 'stock' | 'addons'>): string {
  const addons = line.addons
    .filter((a) => a.quantity > 0)
    .map((a) => `${a.stock.id}x${a.quantity}`)
    .sort();
  return [String(line.stock.id), ...addons].join('+');
}

export function createCartStore() {
  return createStore<CartState>()((set, get) => ({
    lines: [],
    add(input) {
      const { lines } = get();
      const shopId = lines[0]?.shop_id;
      if (shopId !== undefined && shopId !== input.shop_id) return { status: 'replace-needed', currentShopId: shopId };
      const id = cartLineId(input);
      const existing = lines.find((l) => l.id === id);
      const line: CartLine = existing ? { ...existing, quantity: existing.quantity + input.quantity } : { ...input, id };
      set({ lines: existing ? lines.map((l) => (l.id === id ? line : l)) : [...lines, line] });
      return { status: 'added', line };
    },
    replaceWith(input) {
      const line = { ...input, id: cartLineId(input) };
      set({ lines: [line] });
      return line;
    },
    clear: () => set({ lines: [] }),
  }));
}

export type CartStore = ReturnType<typeof createCartStore>;

const KEPT = 'comanda.cart';

/**
 * The tab's copy of the lines (sessionStorage): read back after the store is made — so its initial
 * state, which hydration renders (zustand's server snapshot), stays the server's empty cart — and
 * written on every change. Storage refused (private mode, quota) or a copy that cannot be read:
 * memory only, as before. Kept small: every page loads it.
 */
export function keepForTheVisit(store: CartStore, storage: () => Pick<Storage, 'getItem' | 'setItem'> = () => sessionStorage): CartStore {
  try {
    const tab = storage();
    store.setState({ lines: JSON.parse(tab.getItem(KEPT) || '[]') as CartLine[] });
    store.subscribe((s) => {
      try {
        tab.setItem(KEPT, JSON.stringify(s.lines));
      } catch {
        // Memory only.
      }
    });
  } catch {
    // No storage, or a copy that cannot be read: memory only.
  }
  return store;
}

/** One cart per page load in the browser (kept for the tab's visit); an empty one per server render. */
export const getCartStore: () => CartStore = perPageLoad(() =>
  typeof window === 'undefined' ? createCartStore() : keepForTheVisit(createCartStore()),
);

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(getCartStore(), selector);
}

/** Items in the cart (badge): the sum of line quantities. */
export const cartCount = (state: Pick<CartState, 'lines'>) => state.lines.reduce((n, l) => n + l.quantity, 0);
