import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  brandListQuery, categoryDetailQuery, categoryListQuery, shopCategoriesQuery, subShopCategoriesQuery,
} from '../../../contract/categories';
import {
  productDetailQuery, productListQuery, productSearchQuery, shopProductPageQuery, shopProductsQuery,
  type ProductSummary,
} from '../../../contract/products';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { currencyConverter } from '../currencies/convert';
import type { I18nService } from '../i18n/service';
import { findBrand, findBrandPage, toBrand } from './brand-queries';
import {
  findCategoriesOfProducts, findCategoryByUuid, findCategoryPage, findSubShopCategories,
} from './category-queries';
import { buildCategoryTree } from './category-tree';
import { toCategory, toCategoryWithProducts, treeToCategory, type CategoryViewContext } from './category-view';
import {
  findApprovedShop, findProductDetail, findProductPage, findProducts, findProductsByIds, isUuid, productFilterWhere,
  type ProductFilter,
} from './product-queries';
import { searchProductIds } from './product-search';
import { toProductDetail, toProductSearchResult, toProductSummary, type ProductViewContext } from './product-view';

/**
 * Categories (C1–C5), brands (B1) and products (P1–P3 and the paginated variants) of contract
 * §2.4–2.5. Every amount honours `currency_id` (§1.11); texts follow `lang` with fallback.
 */
export function productCatalogRoutes(db: Database, i18n: I18nService) {
  const converter = currencyConverter(db);

  const categoryContext = async (c: Context<AppEnv>): Promise<CategoryViewContext> => ({
    lang: c.var.lang,
    fallbackLocale: await i18n.defaultLocale(),
    imageUrl: c.var.imageUrl,
  });
  const productContext = async (c: Context<AppEnv>, currencyId: number | undefined): Promise<ProductViewContext> => ({
    ...(await categoryContext(c)),
    money: await converter(currencyId),
    now: new Date(),
  });

  /** Path ids are validated like query input; anything else names nothing (404). */
  const idParam = (c: Context<AppEnv>, what: string): number => {
    const parsed = z.coerce.number<string>().int().min(1).max(2_147_483_647).safeParse(c.req.param('id'));
    if (!parsed.success) throw notFound(`${what} not found`);
    return parsed.data;
  };
  const shopParam = async (c: Context<AppEnv>) => {
    const shop = await findApprovedShop(db, c.req.param('id') ?? '');
    if (!shop) throw notFound('Shop not found');
    return shop;
  };

  /** Products of one page under a filter, as list payloads. */
  const productPage = async (c: Context<AppEnv>, filter: ProductFilter, q: { page: number; perPage: number; currency_id?: number | undefined }) => {
    const ctx = await productContext(c, q.currency_id);
    const { rows, total } = await findProductPage(db, productFilterWhere(db, filter), q);
    return paginated(c, rows.map((r) => toProductSummary(r, ctx)), { page: q.page, perPage: q.perPage, total });
  };

  return (
    new Hono<AppEnv>()
      // C1/C2: root categories of a type (shop, main, receipt…) with their children.
      .get('/rest/categories/paginate', async (c) => {
        const q = readQuery(c, categoryListQuery);
        const ctx = await categoryContext(c);
        if (!wantsPublic(q)) return paginated(c, [], { page: q.page, perPage: q.perPage, total: 0 });
        const { rows, total } = await findCategoryPage(db, { type: q.type, search: q.search, page: q.page, perPage: q.perPage });
        return paginated(c, rows.map((r) => toCategory(r, ctx)), { page: q.page, perPage: q.perPage, total });
      })
      // C5: sub-categories of a shop category.
      .get('/rest/categories/sub-shop/:id', async (c) => {
        const q = readQuery(c, subShopCategoriesQuery);
        const found = await findSubShopCategories(db, idParam(c, 'Category'), q);
        if (!found) throw notFound('Category not found');
        const ctx = await categoryContext(c);
        return paginated(c, found.rows.map((r) => toCategory(r, ctx)), { page: q.page, perPage: q.perPage, total: found.total });
      })
      // C3: one category with its sub-categories.
      .get('/rest/categories/:uuid', async (c) => {
        const q = readQuery(c, categoryDetailQuery);
        const uuid = c.req.param('uuid');
        const row = isUuid(uuid) && wantsPublic(q) ? await findCategoryByUuid(db, uuid) : undefined;
        if (!row) throw notFound('Category not found');
        return ok(c, toCategory(row, await categoryContext(c)), 'publicData');
      })
      // C4: the product categories a shop sells in, with sub-categories.
      .get('/rest/shops/:id/categories', async (c) => {
        const q = readQuery(c, shopCategoriesQuery);
        const shop = await shopParam(c);
        const ctx = await categoryContext(c);
        const roots = wantsPublic(q)
          ? buildCategoryTree(await findCategoriesOfProducts(db, productFilterWhere(db, { shopId: shop.id })))
          : [];
        const start = (q.page - 1) * q.perPage;
        const page = roots.slice(start, start + q.perPage).map((node) => treeToCategory(node, ctx));
        return paginated(c, page, { page: q.page, perPage: q.perPage, total: roots.length });
      })
      // B1: brands, optionally only those with products in a category or shop.
      .get('/rest/brands/paginate', async (c) => {
        const q = readQuery(c, brandListQuery);
        const { rows, total } = await findBrandPage(db, {
          categoryId: q.category_id, shopId: q.shop_id, search: q.search, page: q.page, perPage: q.perPage,
        });
        return paginated(c, rows.map((r) => toBrand(r, c.var.imageUrl)), { page: q.page, perPage: q.perPage, total });
      })
      .get('/rest/brands/:id', async (c) => {
        const row = await findBrand(db, idParam(c, 'Brand'));
        if (!row) throw notFound('Brand not found');
        return ok(c, toBrand(row, c.var.imageUrl), 'publicData');
      })
      .get('/rest/products/paginate', async (c) => {
        const q = readQuery(c, productListQuery);
        return productPage(c, { shopId: q.shop_id, categoryId: q.category_id, brandIds: q.brand_ids }, q);
      })
      // P3: full text + typo-tolerant search, best matches first.
      .get('/rest/products/search', async (c) => {
        const q = readQuery(c, productSearchQuery);
        const ctx = await productContext(c, q.currency_id);
        // The default language, then every other active one, when the request's finds nothing.
        const otherLangs = [await i18n.defaultLocale(), ...(await i18n.languages()).map((l) => l.locale)];
        const { ids, total } = await searchProductIds(db, {
          text: q.search, lang: ctx.lang, otherLangs, shopId: q.shop_id, near: q.address,
          page: q.page, perPage: q.perPage,
        });
        const byId = new Map((await findProductsByIds(db, ids)).map((r) => [r.id, r]));
        const rows = ids.flatMap((id) => byId.get(id) ?? []);
        return paginated(c, rows.map((r) => toProductSearchResult(r, ctx)), { page: q.page, perPage: q.perPage, total });
      })
      // P2: a product with every variant, its extras, addons and discounts.
      .get('/rest/products/:uuid', async (c) => {
        const q = readQuery(c, productDetailQuery);
        const uuid = c.req.param('uuid');
        const row = isUuid(uuid) ? await findProductDetail(db, uuid) : undefined;
        if (!row) throw notFound('Product not found');
        return ok(c, toProductDetail(row, await productContext(c, q.currency_id)), 'publicData');
      })
      // P1: the shop's menu grouped by category, and its recommended products.
      .get('/rest/shops/:id/products', async (c) => {
        const q = readQuery(c, shopProductsQuery);
        const shop = await shopParam(c);
        const ctx = await productContext(c, q.currency_id);
        const filter: ProductFilter = { shopId: shop.id, categoryId: q.category_id, brandIds: q.brand_ids };
        const where = productFilterWhere(db, filter);
        const [rows, recommended, categoryRows] = await Promise.all([
          findProducts(db, where),
          // Recommended is the menu's top row: the brand filter narrows it, the category tab does not.
          findProducts(db, productFilterWhere(db, { shopId: shop.id, brandIds: q.brand_ids, recommended: true })),
          findCategoriesOfProducts(db, where),
        ]);
        // Products without a visible category have no section to appear in (they stay in the paginated lists).
        const byCategory = new Map<number, ProductSummary[]>();
        for (const row of rows) {
          if (row.categoryId === null) continue;
          const section = byCategory.get(row.categoryId) ?? [];
          section.push(toProductSummary(row, ctx));
          byCategory.set(row.categoryId, section);
        }
        const all = buildCategoryTree(categoryRows).map((node) => toCategoryWithProducts(node, (id) => byCategory.get(id) ?? [], ctx));
        return ok(c, { recommended: recommended.map((r) => toProductSummary(r, ctx)), all }, 'publicData');
      })
      .get('/rest/shops/:id/products/paginate', async (c) => {
        const q = readQuery(c, shopProductPageQuery);
        const shop = await shopParam(c);
        return productPage(c, { shopId: shop.id, categoryId: q.category_id, brandIds: q.brand_ids }, q);
      })
      .get('/rest/shops/:id/products/recommended/paginate', async (c) => {
        const q = readQuery(c, shopProductPageQuery);
        const shop = await shopParam(c);
        return productPage(c, { shopId: shop.id, categoryId: q.category_id, brandIds: q.brand_ids, recommended: true }, q);
      })
  );
}

/**
 * `active=0` or a status other than published asks for what the public cannot see: valid input
 * (no 422) that matches nothing.
 */
function wantsPublic(q: { active?: boolean | undefined; status?: string | undefined }): boolean {
  return (q.active ?? true) && (q.status ?? 'published') === 'published';
}
