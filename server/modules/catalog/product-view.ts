import type {
  Addon, Extra, ProductDetail, ProductSearchResult, ProductSummary, StockDetail, StockSummary,
} from '../../../contract/products';
import type { MoneyConverter } from '../currencies/convert';
import { num } from '../../http/respond';
import { pickTranslation } from '../i18n/pick-translation';
import { localDate, priceStock, type DiscountTerms, type StockMoney } from './product-pricing';
import type { ProductDetailRow, ProductRow } from './product-queries';

/** Database rows → the contract's product payloads (§3.2–3.4); money as JSON numbers only here. */

export type ProductViewContext = {
  lang: string;
  fallbackLocale: string;
  imageUrl: (stored: string | null | undefined) => string | null;
  money: MoneyConverter;
  /** The request's clock; each shop turns it into its own calendar date for discounts. */
  now: Date;
};

type Translated = { locale: string; title: string; description: string | null };

function translation(rows: readonly Translated[], ctx: ProductViewContext) {
  const t = pickTranslation(rows, ctx.lang, ctx.fallbackLocale);
  return t ? { locale: t.locale, title: t.title, description: t.description } : null;
}

function titleOnly(rows: readonly Translated[], ctx: Pick<ProductViewContext, 'lang' | 'fallbackLocale'>) {
  const t = pickTranslation(rows, ctx.lang, ctx.fallbackLocale);
  return t ? { locale: t.locale, title: t.title } : null;
}

const moneyJson = (m: StockMoney) => ({
  price: num(m.price),
  discount: num(m.discount),
  tax: num(m.tax),
  total_price: num(m.total_price),
});

type PricingInputs = { tax: string; discounts: ReadonlyArray<{ discount: DiscountTerms }> };

function stockMoney(price: string, product: PricingInputs, today: string, ctx: ProductViewContext) {
  return moneyJson(priceStock(price, product.tax, product.discounts.map((d) => d.discount), today, ctx.money));
}

type ExtraValueRow = ProductRow['stocks'][number]['extras'][number]['value'];

/**
 * Extra (contract §3.4) in the request's language: `value` keeps its contract name and carries the
 * translated text; a value without translation rows shows its stored text. Cart and order lines
 * build their extras here too, so the dialog, cart and order page say the same words.
 */
export function toExtra(value: ExtraValueRow, ctx: Pick<ProductViewContext, 'lang' | 'fallbackLocale'>): Extra {
  return {
    id: value.id,
    extra_group_id: value.extraGroupId,
    value: pickTranslation(value.translations, ctx.lang, ctx.fallbackLocale)?.value ?? value.value,
    group: { id: value.group.id, type: value.group.type, translation: titleOnly(value.group.translations, ctx) },
  };
}

export function toStockSummary(
  stock: ProductRow['stocks'][number],
  product: PricingInputs & { id: number },
  today: string,
  ctx: ProductViewContext,
): StockSummary {
  return {
    id: stock.id,
    countable_id: product.id,
    sku: stock.sku,
    quantity: stock.quantity,
    ...stockMoney(stock.price, product, today, ctx),
    extras: stock.extras.map((e) => toExtra(e.value, ctx)),
  };
}

type UnitRow = ProductRow['unit'];
const toUnit = (unit: UnitRow, ctx: ProductViewContext) => (unit ? { id: unit.id, translation: titleOnly(unit.translations, ctx) } : null);

type BaseRow = Pick<ProductRow, 'id' | 'uuid' | 'shopId' | 'img' | 'minQty' | 'maxQty' | 'interval' | 'translations' | 'unit'>;

export function productBase(row: BaseRow, ctx: ProductViewContext) {
  return {
    id: row.id,
    uuid: row.uuid,
    shop_id: row.shopId,
    img: ctx.imageUrl(row.img),
    translation: translation(row.translations, ctx),
    min_qty: row.minQty,
    max_qty: row.maxQty,
    interval: num(row.interval),
    unit: toUnit(row.unit, ctx),
  };
}

/** List shape: `stock` is the first variant (the base option, which is the cheapest in the demo). */
export function toProductSummary(row: ProductRow, ctx: ProductViewContext): ProductSummary {
  const today = localDate(ctx.now, row.shop.timezone);
  const first = row.stocks[0];
  return {
    ...productBase(row, ctx),
    category_id: row.categoryId,
    brand_id: row.brandId,
    is_recommended: row.isRecommended,
    tax: num(row.tax),
    stock: first ? toStockSummary(first, row, today, ctx) : null,
  };
}

const shopRef = (shop: ProductRow['shop'], ctx: ProductViewContext) => ({
  id: shop.id,
  uuid: shop.uuid,
  slug: shop.slug,
  translation: titleOnly(shop.translations, ctx),
});

export function toProductSearchResult(row: ProductRow, ctx: ProductViewContext): ProductSearchResult {
  const today = localDate(ctx.now, row.shop.timezone);
  return {
    ...toProductSummary(row, ctx),
    shop: shopRef(row.shop, ctx),
    stocks: row.stocks.map((s) => toStockSummary(s, row, today, ctx)),
  };
}

type AddonRow = ProductDetailRow['stocks'][number]['addons'][number];

/**
 * Addons whose product is switched off or untranslated are left out: the storefront hides them
 * anyway (contract §3.4) and the cart must not accept them.
 */
function toAddon(row: AddonRow, today: string, ctx: ProductViewContext): Addon | null {
  const p = row.product;
  if (!p.active || p.status !== 'published' || p.translations.length === 0) return null;
  const stock = p.stocks[0];
  return {
    id: row.id,
    stock_id: row.stockId,
    product: {
      ...productBase(p, ctx),
      stock: stock ? { id: stock.id, quantity: stock.quantity, ...stockMoney(stock.price, p, today, ctx) } : null,
    },
  };
}

export function toProductDetail(row: ProductDetailRow, ctx: ProductViewContext): ProductDetail {
  const today = localDate(ctx.now, row.shop.timezone);
  const stocks: StockDetail[] = row.stocks.map((s) => ({
    ...toStockSummary(s, row, today, ctx),
    addons: s.addons.map((a) => toAddon(a, today, ctx)).filter((a): a is Addon => a !== null),
  }));
  return {
    ...toProductSummary(row, ctx),
    stock: stocks[0] ?? null,
    shop: shopRef(row.shop, ctx),
    category: row.category
      ? { id: row.category.id, uuid: row.category.uuid, translation: translation(row.category.translations, ctx) }
      : null,
    brand: row.brand ? { id: row.brand.id, title: row.brand.title } : null,
    stocks,
  };
}
