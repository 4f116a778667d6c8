import type { Recipe, RecipeCard, RecipeStock } from '../../../contract/recipes';
import { num } from '../../http/respond';
import { fromCents, toCents } from '../currencies/convert';
import { localDate } from '../catalog/product-pricing';
import { productBase, toStockSummary, type ProductViewContext } from '../catalog/product-view';
import { pickTranslation } from '../i18n/pick-translation';
import type { RecipeCardRow, RecipeRow } from './queries';

/** Recipe rows → RC1 cards and the RC2 recipe (contract §3.16); money only at the edge. */

const titled = (rows: readonly { locale: string; title: string }[], ctx: Pick<ProductViewContext, 'lang' | 'fallbackLocale'>) => {
  const t = pickTranslation(rows, ctx.lang, ctx.fallbackLocale);
  return t ? { locale: t.locale, title: t.title } : null;
};

export function toRecipeCard(row: RecipeCardRow, ctx: Pick<ProductViewContext, 'lang' | 'fallbackLocale' | 'imageUrl'>): RecipeCard {
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  return {
    id: row.id,
    shop_id: row.shopId,
    category_id: row.categoryId,
    img: ctx.imageUrl(row.img),
    translation: t ? { locale: t.locale, title: t.title, description: t.description } : null,
    active_time: row.activeTime,
    total_time: row.totalTime,
    calories: row.calories,
    servings: row.servings,
    category: row.category ? { id: row.category.id, translation: titled(row.category.translations, ctx) } : null,
    shop: {
      id: row.shop.id,
      uuid: row.shop.uuid,
      slug: row.shop.slug,
      logo_img: ctx.imageUrl(row.shop.logoImg),
      translation: titled(row.shop.translations, ctx),
    },
    created_at: row.createdAt.toISOString(),
  };
}

type IngredientRow = RecipeRow['stocks'][number];

function toRecipeStock(line: IngredientRow, today: string, ctx: ProductViewContext): RecipeStock {
  const { stock } = line;
  const { product } = stock;
  const onSale = product.active && product.status === 'published' && !product.addon;
  return {
    ...toStockSummary(stock, product, today, ctx),
    min_quantity: line.minQuantity,
    available: onSale && stock.quantity >= line.minQuantity,
    product: productBase(product, ctx),
  };
}

export function toRecipe(row: RecipeRow, ctx: ProductViewContext): Recipe {
  const today = localDate(ctx.now, row.shop.timezone);
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  // Ingredients in the order the operator listed them (stock id as the tie-break).
  const stocks = [...row.stocks].sort((a, b) => a.stockId - b.stockId).map((line) => toRecipeStock(line, today, ctx));
  let origin = 0n;
  for (const s of stocks) if (s.available) origin += toCents(String(s.total_price)) * BigInt(s.min_quantity);
  const discount = toCents(ctx.money.convert(row.discountPrice));
  const total = origin - discount < 0n ? 0n : origin - discount;
  return {
    ...toRecipeCard(row, ctx),
    bg_img: ctx.imageUrl(row.bgImg),
    ingredient: t ? { title: t.ingredient } : null,
    instruction: t ? { title: t.instruction } : null,
    nutritions: row.nutritions.map((n) => ({
      id: n.id,
      weight: n.weight,
      percentage: n.percentage,
      translation: titled(n.translations, ctx),
    })),
    stocks,
    discount_price: num(fromCents(discount)),
    discount_type: 'fix',
    origin_price: num(fromCents(origin)),
    total_price: num(fromCents(total)),
  };
}
