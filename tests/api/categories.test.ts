import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { brand, category, type Brand, type Category } from '../../contract/categories';
import type { Paginated } from '../../contract/http';
import { categories, categoryTranslations, products, shops } from '../../server/db/schema';
import { demoUuid } from '../../server/db/seed/geo';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();
const api = (path: string) => `/api/v1/rest/${path}`;

async function list(path: string) {
  const { res, body } = await getJson<Paginated<Category>>(t.app, api(path));
  expect(res.status).toBe(200);
  return { ...body, data: category.array().parse(body.data) };
}

async function shopId(slug: string) {
  const [row] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug));
  return row!.id;
}

const RESTAURANTS = demoUuid('category-shop', 'restaurants');

describe('GET rest/categories/paginate', () => {
  it('lists root shop categories by input with their sub-categories, in the request language', async () => {
    const { data, meta } = await list('categories/paginate?type=shop&perPage=100&lang=en');
    const roots = await t.db.select({ id: categories.id }).from(categories).where(and(eq(categories.type, 'shop'), isNull(categories.parentId)));
    expect(meta.total).toBe(roots.length);
    expect(data.every((c) => c.type === 'shop' && c.parent_id === null)).toBe(true);
    const inputs = data.map((c) => c.input);
    expect(inputs).toEqual([...inputs].sort((a, b) => a - b));
    const restaurants = data.find((c) => c.uuid === RESTAURANTS)!;
    expect(restaurants.translation).toMatchObject({ locale: 'en', title: 'Restaurants' });
    expect(restaurants.children.map((c) => c.translation?.title)).toEqual(['Colombian', 'Asian', 'International']);
    expect(restaurants.children.every((c) => c.parent_id === restaurants.id)).toBe(true);
    expect(restaurants.img).toMatch(/^http.*\.webp$/);
  });

  it('lists recipe categories for type=receipt and product categories by default', async () => {
    const recipes = await list('categories/paginate?type=receipt&perPage=100');
    expect(recipes.data.length).toBeGreaterThan(0);
    expect(recipes.data.every((c) => c.type === 'receipt')).toBe(true);
    const main = await list('categories/paginate?perPage=5');
    expect(main.data.every((c) => c.type === 'main')).toBe(true);
    expect(main.data).toHaveLength(5);
  });

  it('searches titles in any language', async () => {
    const { data } = await list('categories/paginate?type=main&search=hamburg');
    expect(data.map((c) => c.uuid)).toEqual([demoUuid('category-main', 'burgers')]);
    const { data: viaChild } = await list('categories/paginate?type=shop&search=asi%C3%A1tica');
    expect(viaChild.map((c) => c.uuid)).toEqual([RESTAURANTS]);
  });

  it('matches nothing for active=0 or an unpublished status (the public only sees published ones)', async () => {
    expect((await list('categories/paginate?type=shop&active=0')).meta.total).toBe(0);
    expect((await list('categories/paginate?type=shop&status=pending')).meta.total).toBe(0);
    expect((await list('categories/paginate?type=shop&active=1&status=published')).meta.total).toBeGreaterThan(0);
  });

  it.each([['type=food'], ['status=draft'], ['active=maybe'], ['perPage=101']])('answers 422 for %s', async (query) => {
    const { res, body } = await getJson<{ message: string; params: Record<string, string[]> }>(t.app, api(`categories/paginate?${query}`));
    expect(res.status).toBe(422);
    expect(Object.keys(body.params)).toEqual([query.split('=')[0]]);
  });
});

describe('GET rest/categories/{uuid}', () => {
  it('returns the category with its children', async () => {
    const { res, body } = await getJson<{ data: Category }>(t.app, api(`categories/${RESTAURANTS}?active=1&status=published&lang=es`));
    expect(res.status).toBe(200);
    const data = category.parse(body.data);
    expect(data.translation?.title).toBe('Restaurantes');
    expect(data.children.map((c) => c.translation?.title)).toEqual(['Colombiana', 'Asiática', 'Internacional']);
  });

  it.each([['00000000-0000-4000-8000-000000000000'], ['restaurants']])('answers 404 for %s', async (id) => {
    const { res, body } = await getJson<{ message: string }>(t.app, api(`categories/${id}`));
    expect(res.status).toBe(404);
    expect(body.message).toBe('Category not found');
  });
});

describe('GET rest/categories/sub-shop/{id}', () => {
  it('lists the sub-categories of a shop category', async () => {
    const [restaurants] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.uuid, RESTAURANTS));
    const { data } = await list(`categories/sub-shop/${restaurants!.id}?lang=en`);
    expect(data.map((c) => c.translation?.title)).toEqual(['Colombian', 'Asian', 'International']);
  });

  it('answers 404 for a product category or a non-number', async () => {
    const [pizzas] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.uuid, demoUuid('category-main', 'pizzas')));
    for (const id of [String(pizzas!.id), 'abc']) {
      const { res } = await getJson(t.app, api(`categories/sub-shop/${id}`));
      expect(res.status).toBe(404);
    }
  });
});

describe('GET rest/shops/{id}/categories', () => {
  it('lists exactly the categories the shop sells in, by input, all of them without perPage', async () => {
    const id = await shopId('forno-napoli');
    const { data, meta } = await list(`shops/${id}/categories?active=1&status=published`);
    const used = await t.db
      .selectDistinct({ id: products.categoryId })
      .from(products)
      .where(and(eq(products.shopId, id), eq(products.addon, false), isNotNull(products.categoryId)));
    expect(data.map((c) => c.id).sort()).toEqual(used.map((r) => r.id).sort());
    expect(meta.total).toBe(used.length);
    const inputs = data.map((c) => c.input);
    expect(inputs).toEqual([...inputs].sort((a, b) => a - b));
  });

  it('pages like the store layout asks (perPage=10) and accepts the shop slug', async () => {
    const byId = await list(`shops/${await shopId('mercado-la-colina')}/categories?page=1&perPage=2`);
    expect(byId.data).toHaveLength(2);
    expect(byId.meta.last_page).toBe(Math.ceil(byId.meta.total / 2));
    const bySlug = await list('shops/mercado-la-colina/categories?page=1&perPage=2');
    expect(bySlug.data.map((c) => c.id)).toEqual(byId.data.map((c) => c.id));
  });

  it('answers 404 for an unknown shop', async () => {
    const { res, body } = await getJson<{ message: string }>(t.app, api('shops/999999/categories'));
    expect(res.status).toBe(404);
    expect(body.message).toBe('Shop not found');
  });
});

describe('category visibility and translation fallback (writes; the demo data is reset after each)', () => {
  afterEach(() => t.reset());

  it('hides unpublished categories from the lists and the detail', async () => {
    await t.db.update(categories).set({ status: 'unpublished' }).where(eq(categories.uuid, RESTAURANTS));
    const { res } = await getJson(t.app, api(`categories/${RESTAURANTS}`));
    expect(res.status).toBe(404);
    const { data } = await list('categories/paginate?type=shop&perPage=100');
    expect(data.map((c) => c.uuid)).not.toContain(RESTAURANTS);
  });

  it('uses the default language (es) when a title is missing in the requested one', async () => {
    const [row] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.uuid, RESTAURANTS));
    await t.db.delete(categoryTranslations).where(and(eq(categoryTranslations.categoryId, row!.id), eq(categoryTranslations.locale, 'ar')));
    const { body } = await getJson<{ data: Category }>(t.app, api(`categories/${RESTAURANTS}?lang=ar`));
    expect(body.data.translation).toMatchObject({ locale: 'es', title: 'Restaurantes' });
    expect(body.data.children[0]!.translation?.locale).toBe('ar');
  });
});

describe('brands', () => {
  const brands = async (query: string) => {
    const { res, body } = await getJson<Paginated<Brand>>(t.app, api(`brands/paginate?${query}`));
    expect(res.status).toBe(200);
    return { ...body, data: brand.array().parse(body.data) };
  };

  it('lists active brands by title with their product counts', async () => {
    const { data } = await brands('perPage=100');
    const titles = data.map((b) => b.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    for (const b of data) {
      const rows = await t.db.select({ id: products.id }).from(products).where(and(eq(products.brandId, b.id), eq(products.addon, false)));
      expect(b.products_count, b.title).toBe(rows.length);
    }
  });

  it('narrows to brands with products in a shop or a category', async () => {
    const store = await shopId('licores-la-bodega');
    const { data } = await brands(`shop_id=${store}&perPage=100`);
    const expected = await t.db
      .selectDistinct({ id: products.brandId })
      .from(products)
      .where(and(eq(products.shopId, store), isNotNull(products.brandId)));
    expect(data.map((b) => b.id).sort()).toEqual(expected.map((r) => r.id).sort());

    const [wines] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.uuid, demoUuid('category-main', 'wines')));
    const byCategory = await brands(`category_id=${wines!.id}&perPage=100`);
    expect(byCategory.data.length).toBeGreaterThan(0);
    for (const b of byCategory.data) {
      const rows = await t.db.select({ id: products.id }).from(products).where(and(eq(products.brandId, b.id), eq(products.categoryId, wines!.id)));
      expect(b.products_count).toBe(rows.length);
    }
  });

  it('shows one brand by id and answers 404 for an unknown one', async () => {
    const { data } = await brands('perPage=1');
    const { body } = await getJson<{ data: Brand }>(t.app, api(`brands/${data[0]!.id}`));
    expect(brand.parse(body.data)).toEqual(data[0]);
    const missing = await getJson<{ message: string }>(t.app, api('brands/999999'));
    expect(missing.res.status).toBe(404);
    expect(missing.body.message).toBe('Brand not found');
  });

  it('answers 422 for a bad shop_id', async () => {
    const { res } = await getJson(t.app, api('brands/paginate?shop_id=x'));
    expect(res.status).toBe(422);
  });
});
