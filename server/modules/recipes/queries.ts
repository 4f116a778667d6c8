import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipes, shops } from '../../db/schema';
import { withoutSearchVector } from '../catalog/product-queries';

/**
 * Reads of recipes. The public sees active recipes of approved shops only; an ingredient whose
 * product left the shop's menu stays listed but is not `available` (recipe-view.ts).
 */
function visible(db: Database): SQL {
  return and(eq(recipes.active, true), inArray(recipes.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.status, 'approved'))))!;
}

const cardRelations = {
  translations: { columns: { locale: true, title: true, description: true } },
  category: { with: { translations: { columns: { locale: true, title: true } } } },
  shop: { columns: { id: true, uuid: true, slug: true, logoImg: true, timezone: true }, with: { translations: { columns: { locale: true, title: true } } } },
} as const;

export async function findRecipePage(db: Database, filter: { categoryId?: number | undefined; shopId?: number | undefined }, page: { page: number; perPage: number }) {
  const where = and(
    visible(db),
    filter.categoryId !== undefined ? eq(recipes.categoryId, filter.categoryId) : undefined,
    filter.shopId !== undefined ? eq(recipes.shopId, filter.shopId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.query.recipes.findMany({
      where,
      orderBy: [desc(recipes.createdAt), desc(recipes.id)],
      limit: page.perPage,
      offset: (page.page - 1) * page.perPage,
      with: cardRelations,
    }),
    db.select({ value: count() }).from(recipes).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export type RecipeCardRow = Awaited<ReturnType<typeof findRecipePage>>['rows'][number];

/** One visible recipe with its texts, nutrition and ingredient stocks (each with its product). */
export function findRecipe(db: Database, id: number) {
  return db.query.recipes.findFirst({
    where: and(visible(db), eq(recipes.id, id)),
    with: {
      ...cardRelations,
      translations: true,
      nutritions: { orderBy: (n, { asc: a }) => [a(n.id)], with: { translations: { columns: { locale: true, title: true } } } },
      stocks: {
        with: {
          stock: {
            with: {
              extras: { with: { value: { with: { translations: true, group: { with: { translations: true } } } } } },
              product: {
                with: {
                  translations: withoutSearchVector,
                  unit: { with: { translations: true } },
                  discounts: { with: { discount: true } },
                },
              },
            },
          },
        },
      },
    },
  });
}

export type RecipeRow = NonNullable<Awaited<ReturnType<typeof findRecipe>>>;
