import type { Order, OrderAddonDetail, OrderDetail, OrderStock } from '../../../contract/orders';
import { num } from '../../http/respond';
import { fromCents, toCents } from '../currencies/convert';
import { toExtra } from '../catalog/product-view';
import { pickTranslation } from '../i18n/pick-translation';
import { storedUnit, totalsInCurrency, unitInCurrency, type OrderTotals, type TotalsLine, type UnitCents } from './order-rules';
import type { LoadedOrder, OrderLineStock } from './queries';

/**
 * Stored orders → the contract's Order (§3.10). Amounts are stored in the base currency; they are
 * shown in the order's own currency at the rate it was placed with (order-rules.ts
 * `totalsInCurrency`, the same code as the checkout's O1), so the order reads as it was bought.
 */

export type OrderViewContext = {
  lang: string;
  fallbackLocale: string;
  imageUrl: (stored: string | null | undefined) => string | null;
};

const money = (cents: bigint) => num(fromCents(cents));

/** The base-currency totals an order row stores. */
function storedTotals(order: LoadedOrder['order']): OrderTotals {
  return {
    subtotal: toCents(order.originPrice),
    discount: toCents(order.totalDiscount),
    shopTax: toCents(order.tax),
    deliveryFee: toCents(order.deliveryFee),
    serviceFee: toCents(order.serviceFee),
    coupon: toCents(order.couponPrice),
    total: toCents(order.totalPrice),
  };
}

function toStock(row: OrderLineStock | null, unit: UnitCents, ctx: OrderViewContext): OrderStock | null {
  if (!row) return null;
  const { product } = row;
  const title = (rows: ReadonlyArray<{ locale: string; title: string }>) => {
    const t = pickTranslation(rows, ctx.lang, ctx.fallbackLocale);
    return t ? { locale: t.locale, title: t.title } : null;
  };
  const translation = pickTranslation(product.translations, ctx.lang, ctx.fallbackLocale);
  return {
    id: row.id,
    price: money(unit.price),
    discount: money(unit.discount),
    tax: money(unit.tax),
    total_price: money(unit.total),
    extras: row.extras.map(({ value }) => toExtra(value, ctx)),
    product: {
      id: product.id,
      uuid: product.uuid,
      shop_id: product.shopId,
      img: ctx.imageUrl(product.img),
      translation: translation ? { locale: translation.locale, title: translation.title, description: translation.description } : null,
      interval: num(product.interval),
      unit: product.unit ? { id: product.unit.id, translation: title(product.unit.translations) } : null,
      min_qty: product.minQty,
      max_qty: product.maxQty,
    },
  };
}

export function toOrder(loaded: LoadedOrder, ctx: OrderViewContext): Order {
  const { order, shop } = loaded;
  const rate = order.rate;
  const baseLines: TotalsLine[] = loaded.lines.map(({ line }) => ({ unit: storedUnit(line), quantity: line.quantity, bonus: line.bonus }));
  const shown = totalsInCurrency({ lines: baseLines, totals: storedTotals(order) }, rate);

  const detail = (entry: LoadedOrder['lines'][number], i: number): OrderAddonDetail => {
    const { line, stock } = entry;
    const unit = unitInCurrency(baseLines[i]!.unit, rate);
    const q = BigInt(line.quantity);
    return {
      id: line.id,
      stock_id: line.stockId,
      quantity: line.quantity,
      origin_price: money(unit.price),
      discount: line.bonus ? 0 : money(unit.discount * q),
      tax: line.bonus ? 0 : money(unit.tax * q),
      total_price: line.bonus ? 0 : money(unit.total * q),
      bonus: line.bonus,
      note: line.note,
      member_name: line.memberName,
      stock: toStock(stock, unit, ctx),
    };
  };
  const all = loaded.lines.map(detail);
  const details: OrderDetail[] = loaded.lines.flatMap((entry, i) =>
    entry.line.parentId !== null
      ? []
      : [{ ...all[i]!, addons: all.filter((_, j) => loaded.lines[j]!.line.parentId === entry.line.id) }]);

  const shopTranslation = pickTranslation(shop.translations, ctx.lang, ctx.fallbackLocale);
  const tx = loaded.transaction;
  return {
    id: order.id,
    user_id: order.userId,
    shop_id: order.shopId,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    shop: {
      id: shop.id,
      uuid: shop.uuid,
      slug: shop.slug,
      type: shop.type,
      translation: shopTranslation
        ? { locale: shopTranslation.locale, title: shopTranslation.title, description: shopTranslation.description, address: shopTranslation.address }
        : null,
      logo_img: ctx.imageUrl(shop.logoImg),
      phone: shop.phone,
      location: { latitude: shop.latitude, longitude: shop.longitude },
      price: num(shop.price),
      delivery_time: { from: String(shop.deliveryTimeFrom), to: String(shop.deliveryTimeTo), type: shop.deliveryTimeType },
      timezone: shop.timezone,
      bonus: null,
      shop_payments: loaded.shopPayments,
    },
    currency: loaded.currency
      ? { id: loaded.currency.id, symbol: loaded.currency.symbol, title: loaded.currency.title, position: loaded.currency.position }
      : null,
    rate: num(rate),
    origin_price: money(shown.subtotal),
    total_discount: money(shown.discount),
    tax: money(shown.shopTax),
    delivery_fee: money(shown.deliveryFee),
    service_fee: money(shown.serviceFee),
    coupon: order.couponId !== null || shown.coupon > 0n
      ? { id: order.couponId, name: loaded.couponName, price: money(shown.coupon) }
      : null,
    total_price: money(shown.total),
    delivery_type: order.deliveryType,
    delivery_date: order.deliveryDate,
    delivery_time: order.deliveryTime,
    address: order.address
      ? { address: order.address.address, office: order.address.office ?? null, house: order.address.house ?? null, floor: order.address.floor ?? null }
      : null,
    location: order.latitude !== null && order.longitude !== null ? { latitude: order.latitude, longitude: order.longitude } : null,
    note: order.note,
    phone: order.phone,
    username: order.username,
    details,
    transaction: tx
      ? {
        id: tx.tx.id,
        payable_id: tx.tx.payableId,
        price: money(shown.total),
        status: tx.tx.status,
        note: tx.tx.note,
        payment_system: tx.payment,
        created_at: tx.tx.createdAt.toISOString(),
        updated_at: tx.tx.updatedAt.toISOString(),
      }
      : null,
    deliveryman: loaded.deliveryman
      ? { ...loaded.deliveryman, img: loaded.deliveryman.img ? ctx.imageUrl(loaded.deliveryman.img) : null }
      : null,
    order_refunds: loaded.refunds.map((r) => ({
      id: r.id,
      order_id: r.orderId,
      status: r.status,
      cause: r.cause,
      answer: r.answer,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    })),
    review: loaded.review
      ? { id: loaded.review.id, rating: loaded.review.rating, comment: loaded.review.comment, created_at: loaded.review.createdAt.toISOString() }
      : null,
    status_history: loaded.changes.map((c) => ({ status: c.status, created_at: c.createdAt.toISOString() })),
  };
}
