import type { Addon, Extra, ProductDetail, StockDetail } from '../../../../contract/products';
import { cents, fromCents } from '../../../lib/money';

/**
 * What a visitor chooses in the product dialog, as pure functions (contract §5.3, §5.4): the
 * variant through its extras, addons with their own quantities, and the quantity. The price is
 * computed only for display; the server prices the order.
 */

/** One level of the variant tree: the extras offered at position `level` of `stocks[].extras[]`. */
export type VariantLevel = { level: number; groupId: number; title: string; options: Extra[] };

/** Chosen extra ids, one per level. */
export type ExtraPath = number[];

function pathOf(stock: StockDetail): ExtraPath {
  return stock.extras.map((e) => e.id);
}

function startsWith(path: ExtraPath, prefix: ExtraPath): boolean {
  return prefix.every((id, i) => path[i] === id);
}

/**
 * The levels as the visitor sees them: level k offers the distinct extras at position k among
 * the stocks that match the choices of the levels before it (choosing a value filters the next).
 */
export function variantLevels(stocks: readonly StockDetail[], chosen: ExtraPath): VariantLevel[] {
  const depth = Math.max(0, ...stocks.map((s) => s.extras.length));
  const levels: VariantLevel[] = [];
  for (let level = 0; level < depth; level++) {
    const options = new Map<number, Extra>();
    for (const stock of stocks) {
      const extra = stock.extras[level];
      if (extra && startsWith(pathOf(stock), chosen.slice(0, level))) options.set(extra.id, extra);
    }
    const first = options.values().next().value;
    if (!first) break;
    levels.push({ level, groupId: first.extra_group_id, title: first.group.translation?.title ?? '', options: [...options.values()] });
  }
  return levels;
}

/** Default (spec): the first value of each level, following the stocks' order. */
export function defaultPath(stocks: readonly StockDetail[]): ExtraPath {
  const first = stocks[0];
  return first ? pathOf(first) : [];
}

/**
 * Picks `extraId` at `level`: earlier choices stay, later levels keep their value when a stock
 * still has it and otherwise fall back to the first stock that matches.
 */
export function chooseExtra(stocks: readonly StockDetail[], chosen: ExtraPath, level: number, extraId: number): ExtraPath {
  const prefix = [...chosen.slice(0, level), extraId];
  const candidates = stocks.filter((s) => startsWith(pathOf(s), prefix));
  const keep = candidates.find((s) => startsWith(pathOf(s), [...prefix, ...chosen.slice(level + 1)]));
  const stock = keep ?? candidates[0];
  return stock ? pathOf(stock) : chosen;
}

/** The stock whose extras path equals the chosen ids (products without extras: their one stock). */
export function matchingStock(stocks: readonly StockDetail[], chosen: ExtraPath): StockDetail | undefined {
  return stocks.find((s) => {
    const path = pathOf(s);
    return path.length === chosen.length && startsWith(path, chosen);
  });
}

type QuantityRules = Pick<ProductDetail, 'min_qty' | 'max_qty'>;

/** The counter starts at `min_qty` (or 1 when unset). */
export function minQuantity(product: QuantityRules): number {
  return product.min_qty > 0 ? product.min_qty : 1;
}

/** Ceiling of the counter: the stock available and `max_qty` when it is set. */
export function maxQuantity(product: QuantityRules, stock: Pick<StockDetail, 'quantity'> | undefined): number {
  const available = stock?.quantity ?? 0;
  return product.max_qty > 0 ? Math.min(product.max_qty, available) : available;
}

export function canDecrease(product: QuantityRules, quantity: number): boolean {
  return quantity > minQuantity(product);
}

export function canIncrease(product: QuantityRules, stock: Pick<StockDetail, 'quantity'> | undefined, quantity: number): boolean {
  return quantity < maxQuantity(product, stock);
}

/** The counter after a variant change: inside the new stock's bounds, never below the minimum. */
export function clampQuantity(product: QuantityRules, stock: Pick<StockDetail, 'quantity'> | undefined, quantity: number): number {
  return Math.max(minQuantity(product), Math.min(quantity, maxQuantity(product, stock)));
}

/** "Add" is disabled when the stock is empty or holds less than the minimum (contract §5.3). */
export function isOutOfStock(product: QuantityRules, stock: Pick<StockDetail, 'quantity'> | undefined): boolean {
  return !stock || stock.quantity <= 0 || stock.quantity < minQuantity(product);
}

/**
 * Shown amount = counter × interval (contract §5.3), e.g. 3 × 0.5 kg = "1.5"; the API always
 * receives the counter. Rounded to 3 decimals so 0.1-style intervals do not print float noise.
 */
export function displayAmount(quantity: number, interval: number): string {
  const step = interval > 0 ? interval : 1;
  return String(Math.round(quantity * step * 1000) / 1000);
}

/** Addons shown for a stock: the ones whose product and title are present (contract §3.4). */
export function visibleAddons(stock: StockDetail | undefined): Addon[] {
  return (stock?.addons ?? []).filter((a) => a.product.translation?.title && a.product.stock);
}

/** Addon quantities by addon id; a missing id means "not chosen". */
export type AddonQuantities = Record<number, number>;

/** Checking an addon sets its quantity to the addon product's `min_qty` (or 1). */
export function addonStartQuantity(addon: Addon): number {
  return addon.product.min_qty > 0 ? addon.product.min_qty : 1;
}

/** Addon range: 0 … the addon stock's quantity (0 removes it). */
export function setAddonQuantity(quantities: AddonQuantities, addon: Addon, quantity: number): AddonQuantities {
  const max = addon.product.stock?.quantity ?? 0;
  const next = { ...quantities };
  const clamped = Math.max(0, Math.min(quantity, max));
  if (clamped === 0) delete next[addon.id];
  else next[addon.id] = clamped;
  return next;
}

/**
 * Display price of the line (contract §5.1 "Cart line"): unit `total_price` × quantity plus each
 * addon's `total_price` × its own quantity (addon quantities are not multiplied by the main one).
 * Summed in whole cents so 0.1 + 0.2 never shows as 0.30000000000000004.
 */
export function linePrice(stock: StockDetail | undefined, quantity: number, addons: readonly Addon[], chosen: AddonQuantities): number {
  if (!stock) return 0;
  let total = cents(stock.total_price) * quantity;
  for (const addon of addons) {
    const qty = chosen[addon.id] ?? 0;
    if (qty > 0 && addon.product.stock) total += cents(addon.product.stock.total_price) * qty;
  }
  return fromCents(total);
}

/** Old (before discount) price for the strike-through, when the stock is discounted. */
export function lineOldPrice(stock: StockDetail | undefined, quantity: number, addons: readonly Addon[], chosen: AddonQuantities): number | null {
  if (!stock || !(stock.discount > 0)) return null;
  return fromCents(cents(linePrice(stock, quantity, addons, chosen)) + cents(stock.discount) * quantity);
}
