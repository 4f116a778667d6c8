import type { Cart, CartDetail, CartProductEntry } from '../../../contract/cart';
import { cents, fromCents } from '../../lib/money';
import type { CartLine, NewCartLine } from './cart-store';

/**
 * What the cart UI shows, whichever cart it is (pure functions): the visitor's local lines or the
 * signed-in customer's server cart. Amounts of a server cart are the server's (contract §5.1 "Cart
 * total": `cart.total_price`); a local cart's are display only, from the prices seen when adding.
 */
export type CartViewAddon = { key: string; title: string; quantity: number };

export type CartViewLine = {
  /** Local line id, or the server's cart-detail id as a string. */
  key: string;
  productUuid: string;
  title: string;
  img: string | null;
  extras: string[];
  addons: CartViewAddon[];
  quantity: number;
  /** Main unit × quantity + each addon × its own quantity (§5.1 "Cart line"). */
  price: number;
  /** Before the discount (adds `discount × quantity`), or null when not discounted. */
  oldPrice: number | null;
  /** Gift lines cost 0 and are not editable (§3.7). */
  bonus: boolean;
  /** "−" at this quantity removes the line (§5.3). */
  minQty: number;
  canIncrease: boolean;
};

export type CartView = {
  source: 'local' | 'server';
  shopId: number | null;
  /** The server cart's id (CT4), null for a local cart. */
  cartId: number | null;
  lines: CartViewLine[];
  total: number;
  /** Items for the badge: the sum of the main lines' quantities. */
  count: number;
  /** The shop's minimum order in the view's currency, 0 = none (see `shortfall`). */
  minAmount: number;
};

/**
 * What the cart lacks to reach the shop's minimum order (issue #23: $11.70 in the cart, $12
 * minimum, refused only at checkout), 0 when it is reached or there is none. A customer's figures
 * are the server's (CT1's `total_price` and `min_amount`); a visitor's are the display prices,
 * and the server still decides at checkout.
 */
export const shortfall = (view: Pick<CartView, 'total' | 'minAmount'>): number =>
  view.minAmount > 0 && cents(view.total) < cents(view.minAmount) ? fromCents(cents(view.minAmount) - cents(view.total)) : 0;

/** Ceiling of "+" (§5.3): the stock left and `max_qty` when set. */
export function canIncreaseTo(quantity: number, available: number | undefined, maxQty: number | undefined): boolean {
  if (available !== undefined && available <= quantity) return false;
  return !(maxQty && maxQty > 0 && quantity >= maxQty);
}

const minOf = (minQty: number | undefined) => (minQty && minQty > 0 ? minQty : 1);

/** A local line's display price: main `stock.price × quantity` + Σ addon `stock.price × quantity`. */
export function localLinePrice(line: Pick<CartLine, 'stock' | 'quantity' | 'addons'>): number {
  return fromCents(line.addons.reduce((sum, a) => sum + cents(a.stock.price) * a.quantity, cents(line.stock.price) * line.quantity));
}

/**
 * Contract §5.1 "Guest (local) cart total": Σ stock.price × qty over every stock in the cart — the
 * addons are stocks of their own with their own quantities, so they count too (as the server
 * does when it prices the same lines).
 */
export function localTotal(lines: readonly CartLine[]): number {
  return fromCents(lines.reduce((sum, line) => sum + cents(localLinePrice(line)), 0));
}

/**
 * A local line's prices in the currency of `rate` (display only, like all local prices): they were
 * seen in the currency chosen when adding, and amounts are rate × base amount (S3).
 */
export function inRate(line: CartLine, rate: number | undefined): CartLine {
  const from = line.rate;
  if (!rate || !from || rate === from) return line;
  const convert = (price: number) => fromCents(Math.round((cents(price) * rate) / from));
  return {
    ...line,
    rate,
    stock: { ...line.stock, price: convert(line.stock.price) },
    addons: line.addons.map((a) => ({ ...a, stock: { ...a.stock, price: convert(a.stock.price) } })),
    product: line.product.discount ? { ...line.product, discount: convert(line.product.discount) } : line.product,
  };
}

/**
 * The visitor's cart as the UI shows it, its prices in the currency of `rate` (the chosen one);
 * `baseMinimum` is the shop's `min_amount` in the base currency (SH2), converted the same way.
 */
export function localCartView(localLines: readonly CartLine[], rate?: number, baseMinimum = 0): CartView {
  const lines = localLines.map((line) => inRate(line, rate));
  return {
    source: 'local',
    shopId: lines[0]?.shop_id ?? null,
    cartId: null,
    total: localTotal(lines),
    minAmount: fromCents(Math.round(cents(baseMinimum) * (rate ?? 1))),
    count: lines.reduce((n, l) => n + l.quantity, 0),
    lines: lines.map((line) => {
      const { product } = line;
      const discount = product.discount ?? 0;
      const price = localLinePrice(line);
      return {
        key: line.id,
        productUuid: product.uuid,
        title: product.title,
        img: product.img,
        extras: product.extras ?? [],
        addons: line.addons.map((a) => ({ key: String(a.stock.id), title: a.title ?? '', quantity: a.quantity })),
        quantity: line.quantity,
        price,
        oldPrice: discount > 0 ? fromCents(cents(price) + cents(discount) * line.quantity) : null,
        bonus: false,
        minQty: minOf(product.min_qty),
        canIncrease: canIncreaseTo(line.quantity, product.available, product.max_qty),
      };
    }),
  };
}

/** The owner's lines: their own member part of the cart (group members come with group orders). */
export function ownDetails(cart: Cart): CartDetail[] {
  const own = cart.user_carts.find((u) => u.user_id === cart.owner_id) ?? cart.user_carts[0];
  return own?.cartDetails ?? [];
}

/**
 * A server line with `quantity` shown instead of its stored one (an edit waiting for its
 * debounce): the price follows from the unit prices the server sent.
 */
export function serverLine(detail: CartDetail, quantity: number): CartViewLine {
  const { stock } = detail;
  const unit = detail.bonus ? 0 : cents(stock.total_price);
  const addons = detail.addons.reduce((sum, a) => sum + cents(a.price), 0);
  const price = unit * quantity + addons;
  return {
    key: String(detail.id),
    productUuid: stock.product.uuid,
    title: stock.product.translation?.title ?? '',
    img: stock.product.img,
    extras: stock.extras.map((e) => e.value),
    addons: detail.addons.map((a) => ({ key: String(a.stock.id), title: a.stock.product.translation?.title ?? '', quantity: a.quantity })),
    quantity,
    price: fromCents(price),
    oldPrice: !detail.bonus && detail.discount > 0 ? fromCents(price + cents(detail.discount) * quantity) : null,
    bonus: detail.bonus,
    minQty: minOf(stock.product.min_qty),
    canIncrease: !detail.bonus && canIncreaseTo(quantity, stock.quantity, stock.product.max_qty),
  };
}

/**
 * The server cart as shown. `pending` holds quantities chosen but not sent yet (debounced edits):
 * while any is waiting, the total is the server's plus the difference they make, so the total
 * never disagrees with the lines; once sent, the server's answer replaces it.
 */
export function serverCartView(cart: Cart, pending: Readonly<Record<string, number>> = {}): CartView {
  const details = ownDetails(cart);
  const lines = details.map((d) => serverLine(d, pending[String(d.id)] ?? d.quantity));
  const drift = details.reduce((sum, d, i) => sum + cents(lines[i]!.price) - cents(serverLine(d, d.quantity).price), 0);
  return {
    source: 'server',
    shopId: lines.length ? cart.shop_id : null,
    cartId: cart.id,
    total: fromCents(cents(cart.total_price) + drift),
    minAmount: cart.min_amount ?? 0,
    count: lines.reduce((n, l) => n + (l.bonus ? 0 : l.quantity), 0),
    lines,
  };
}

/** CT2 entries that set a server line to `quantity` with its addons as they are (§5.3 "Edits"). */
export function detailEntries(detail: CartDetail, quantity: number): CartProductEntry[] {
  return [
    { stock_id: detail.stock.id, quantity },
    ...detail.addons.filter((a) => !a.bonus).map((a) => ({ stock_id: a.stock.id, quantity: a.quantity, parent_id: detail.stock.id })),
  ];
}

/** CT3 ids of a line (§5.4 "Line delete"): the cart-detail id, then its addons' stock ids. */
export function detailRemoveIds(detail: CartDetail): number[] {
  return [detail.id, ...detail.addons.map((a) => a.stock.id)];
}

type LineInput = Pick<NewCartLine, 'stock' | 'quantity' | 'addons'>;

/**
 * CT2 entries for lines added the local way (a visitor's lines, or what the product dialog adds),
 * merged into what the server cart holds. The server keeps one line per stock, so lines of the
 * same stock add up: quantities are summed, and so are the quantities of each addon (addon
 * quantities are not multiplied by the main one, §5.4). Each addon is its own entry with
 * `parent_id` = its line's stock id.
 */
export function mergedEntries(lines: readonly LineInput[], existing: readonly CartDetail[] = []): CartProductEntry[] {
  const byStock = new Map<number, { quantity: number; addons: Map<number, number> }>();
  const take = (stockId: number) => {
    let line = byStock.get(stockId);
    if (!line) {
      const held = existing.find((d) => d.stock.id === stockId && !d.bonus);
      line = {
        quantity: held?.quantity ?? 0,
        addons: new Map(held?.addons.filter((a) => !a.bonus).map((a) => [a.stock.id, a.quantity]) ?? []),
      };
      byStock.set(stockId, line);
    }
    return line;
  };
  for (const input of lines) {
    const line = take(input.stock.id);
    line.quantity += input.quantity;
    for (const addon of input.addons) {
      if (addon.quantity > 0) line.addons.set(addon.stock.id, (line.addons.get(addon.stock.id) ?? 0) + addon.quantity);
    }
  }
  return [...byStock].flatMap(([stockId, line]) => [
    { stock_id: stockId, quantity: line.quantity },
    ...[...line.addons].map(([addonStock, quantity]) => ({ stock_id: addonStock, quantity, parent_id: stockId })),
  ]);
}

/**
 * Where "Checkout" goes (issue #6: /restaurant/{id}/checkout). One address for every shop type:
 * neither cart knows the shop's type, and the shop page answers under both prefixes anyway.
 */
export const checkoutHref = (shopId: number) => `/restaurant/${shopId}/checkout`;
