import type { Recipe } from '../../../contract/recipes';
import type { NewCartLine } from '../cart/cart-store';

/**
 * What "Add N items to cart" puts in the cart (contract §2.18: CT2 with the available ingredients
 * × `min_quantity`): one line per available stock of the recipe's shop, and the names of the
 * ingredients left out because they cannot be bought now. Pure; the button hands the lines to the
 * cart code (features/cart/use-cart-add.ts), which knows visitors, customers and group members.
 */
export type RecipeCartPlan = { lines: NewCartLine[]; skipped: string[] };

export function recipeCartPlan(recipe: Pick<Recipe, 'shop_id' | 'stocks'>, rate: number | undefined): RecipeCartPlan {
  const lines: NewCartLine[] = [];
  const skipped: string[] = [];
  for (const stock of recipe.stocks) {
    const title = stock.product.translation?.title ?? stock.sku ?? '';
    if (!stock.available || stock.min_quantity < 1) {
      skipped.push(title);
      continue;
    }
    lines.push({
      // Prices are in the currency the page asked for; a visitor's cart shows them in a later one too.
      rate,
      quantity: stock.min_quantity,
      stock: { id: stock.id, price: stock.total_price },
      shop_id: recipe.shop_id,
      addons: [],
      product: {
        uuid: stock.product.uuid,
        title,
        img: stock.product.img,
        extras: stock.extras.map((e) => e.value),
        min_qty: stock.product.min_qty,
        max_qty: stock.product.max_qty,
        available: stock.quantity,
        discount: stock.discount,
      },
    });
  }
  return { lines, skipped };
}
