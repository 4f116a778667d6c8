import type { Cart, CartAddon, CartDetail, CartStock } from '../../../contract/cart';
import { num } from '../../http/respond';
import { fromCents, toCents } from '../currencies/convert';
import { localDate, priceStock } from '../catalog/product-pricing';
import { productBase, toStockSummary, type ProductViewContext } from '../catalog/product-view';
import type { CartDetailRow, CartRow, CartStockRow } from './queries';

/**
 * Cart rows → the contract Cart (§3.8). Lines are priced now, by the same code as the product
 * endpoints (product-pricing.ts via product-view.ts), so a line shows exactly the stock JSON
 * P1/P2 show; totals are summed in integer cents of the asked currency, never in floats.
 */

export type CartViewContext = ProductViewContext & {
  /** The currency every amount is in (the asked one, else the default) and its rate. */
  currency: { id: number | null; rate: string };
};

type Priced<T> = { json: T; cents: bigint };

type RowBase = Pick<CartDetailRow, 'id' | 'quantity' | 'bonus'> & { stock: CartStockRow };

function priceRow(row: RowBase, ctx: CartViewContext): Priced<CartAddon> {
  const { stock } = row;
  const { product } = stock;
  const today = localDate(ctx.now, product.shop.timezone);
  const unit = priceStock(stock.price, product.tax, product.discounts.map((d) => d.discount), today, ctx.money);
  // A bonus (gift) line costs nothing (contract §3.7).
  const cents = row.bonus ? 0n : toCents(unit.total_price) * BigInt(row.quantity);
  const json: CartStock = { ...toStockSummary(stock, product, today, ctx), product: productBase(product, ctx) };
  return {
    cents,
    json: {
      id: row.id,
      quantity: row.quantity,
      price: num(fromCents(cents)),
      discount: row.bonus ? 0 : num(unit.discount),
      bonus: row.bonus,
      stock: json,
    },
  };
}

function priceLine(row: CartDetailRow, ctx: CartViewContext): Priced<CartDetail> {
  const main = priceRow(row, ctx);
  const addons = row.addons.map((a) => priceRow(a, ctx));
  return {
    cents: addons.reduce((sum, a) => sum + a.cents, main.cents),
    json: { ...main.json, addons: addons.map((a) => a.json) },
  };
}

export function toCart(row: CartRow, ctx: CartViewContext): Cart {
  let total = 0n;
  const user_carts = row.userCarts.map((member) => {
    const lines = member.details.map((d) => priceLine(d, ctx));
    for (const line of lines) total += line.cents;
    return {
      id: member.id,
      cart_id: member.cartId,
      user_id: member.userId,
      uuid: member.uuid,
      name: member.name,
      status: member.status,
      cartDetails: lines.map((l) => l.json),
    };
  });
  // Every line's product is of the cart's shop: its minimum order comes with any of them.
  const minAmount = row.userCarts.flatMap((m) => m.details)[0]?.stock.product.shop.minAmount ?? '0';
  return {
    id: row.id,
    shop_id: row.shopId,
    owner_id: row.ownerId,
    group: row.group,
    total_price: num(fromCents(total)),
    min_amount: num(ctx.money.convert(minAmount)),
    // Recipe bundles come with the recipes issue; until then no cart has a recipe discount.
    receipt_discount: 0,
    receipt_count: 0,
    currency_id: ctx.currency.id,
    rate: num(ctx.currency.rate),
    user_carts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
