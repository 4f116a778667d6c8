import { cartMessages as m, type CartProductEntry } from '../../../contract/cart';
import { ApiError } from '../../http/errors';
import type { StockForCart } from './queries';

/**
 * CT2's rules for the products of one call, decided from catalog facts only (no cart state):
 * which stocks may be sold from `shopId`, as main lines or as addons of which line, in what
 * quantity. The result is the call as the service writes it.
 */

export type PlannedLine = { stockId: number; quantity: number };
/** `parent stock id → the addons that line must have` (exactly those). */
export type PlannedCall = { mains: PlannedLine[]; addons: Map<number, PlannedLine[]> };

type Facts = {
  shopId: number;
  stocks: ReadonlyMap<number, StockForCart>;
  /** `main stock id → addon product ids offered with it`. */
  addonLinks: ReadonlyMap<number, ReadonlySet<number>>;
};

const sellable = (s: StockForCart | undefined): s is StockForCart =>
  !!s && s.product.active && s.product.status === 'published' && s.product.shop.status === 'approved';

/**
 * Quantity rules of §5.3 as the server enforces them: stock first ('Out of stock' for none or too
 * few left, the spec's message), then the product's minimum (at least 1) and maximum (when set).
 */
export function quantityProblem(quantity: number, stock: StockForCart): string | undefined {
  const min = Math.max(1, stock.product.minQty);
  const max = stock.product.maxQty > 0 ? stock.product.maxQty : undefined;
  if (stock.quantity <= 0 || quantity > stock.quantity) return m.outOfStock;
  if (quantity < min) return m.minQuantity(min);
  if (max !== undefined && quantity > max) return m.maxQuantity(max);
  return undefined;
}

/**
 * Checks every entry and throws one error naming each bad field (`products.N.field`): 404 when an
 * entry names a stock that is not for sale at all, otherwise 422. Addon entries with quantity 0
 * are "not chosen" and dropped. Whether an addon's `parent_id` is a line of the cart (when it is
 * not among this call's main entries) is left to the service, which knows the cart.
 */
export function planInsert(entries: readonly CartProductEntry[], facts: Facts): PlannedCall {
  const params: Record<string, string[]> = {};
  let notFound = false;
  const fail = (i: number, field: string, message: string) => {
    (params[`products.${i}.${field}`] ??= []).push(message);
  };

  const mains: PlannedLine[] = [];
  const addons = new Map<number, PlannedLine[]>();
  const seenMain = new Set<number>();
  const seenAddon = new Set<string>();

  entries.forEach((entry, i) => {
    const stock = facts.stocks.get(entry.stock_id);
    if (!sellable(stock)) {
      notFound = true;
      return fail(i, 'stock_id', m.productNotFound);
    }
    if (stock.product.shopId !== facts.shopId) return fail(i, 'stock_id', m.notThisShop);

    if (entry.parent_id === undefined) {
      if (stock.product.addon) return fail(i, 'stock_id', m.addonOnly);
      if (seenMain.has(entry.stock_id)) return fail(i, 'stock_id', m.listedTwice);
      seenMain.add(entry.stock_id);
      const problem = quantityProblem(entry.quantity, stock);
      if (problem) return fail(i, 'quantity', problem);
      mains.push({ stockId: entry.stock_id, quantity: entry.quantity });
      return;
    }

    const offered = facts.addonLinks.get(entry.parent_id);
    if (!offered?.has(stock.product.id) || stock.product.translations.length === 0) {
      return fail(i, 'stock_id', m.notAnAddon);
    }
    const key = `${entry.parent_id}:${entry.stock_id}`;
    if (seenAddon.has(key)) return fail(i, 'stock_id', m.listedTwice);
    seenAddon.add(key);
    const list = addons.get(entry.parent_id) ?? [];
    addons.set(entry.parent_id, list);
    if (entry.quantity === 0) return;
    const problem = quantityProblem(entry.quantity, stock);
    if (problem) return fail(i, 'quantity', problem);
    list.push({ stockId: entry.stock_id, quantity: entry.quantity });
  });

  const fields = Object.keys(params);
  if (fields.length) {
    const first = fields[0]!;
    // The message alone (not prefixed by its field) so clients can show and translate it as is.
    throw new ApiError(notFound ? 404 : 422, params[first]![0]!, params);
  }
  // A main line sent without addons loses its addons (the UI re-sends the whole line, §5.3).
  for (const line of mains) if (!addons.has(line.stockId)) addons.set(line.stockId, []);
  return { mains, addons };
}

type MemberRow = { id: number; stockId: number; parentId: number | null };

/**
 * CT3's `ids` (§5.4): `[cartDetailId, ...addonStockIds]` per line, several lines allowed. Two id
 * spaces share one list, so it is read in order: an id is an addon stock id when a line listed
 * before it has an addon of that stock; otherwise it is the id of one of the member's own rows
 * (a line, which takes its addons with it, or a single addon). Anything else names nothing.
 * Returns the row ids to delete.
 */
export function rowsToRemove(ids: readonly number[], rows: readonly MemberRow[]): Set<number> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const listed = new Set<number>();
  const remove = new Set<number>();
  for (const id of ids) {
    const addonsOfListed = rows.filter((r) => r.parentId !== null && listed.has(r.parentId) && r.stockId === id);
    if (addonsOfListed.length) {
      for (const r of addonsOfListed) remove.add(r.id);
      continue;
    }
    const row = byId.get(id);
    if (!row) continue;
    remove.add(row.id);
    if (row.parentId === null) listed.add(row.id);
  }
  return remove;
}
