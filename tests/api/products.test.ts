import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Paginated } from '../../contract/http';
import { currency } from '../../contract/presentation';
import {
  productDetail, productSearchResult, productSummary, shopProducts,
  type ProductDetail, type ProductSearchResult, type ProductSummary, type ShopProducts,
} from '../../contract/products';
import { categories, categoryTranslations, discounts, productTranslations, products, shops, stocks } from '../../server/db/schema';
import { demoUuid } from '../../server/db/seed/geo';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();
const api = (path: string) => `/api/v1/rest/${path}`;

const uuidOf = (shop: string, product: string) => demoUuid('product', `${shop}/${product}`);
const MARGHERITA = uuidOf('forno-napoli', 'margherita');
const CLASSIC_SMASH = uuidOf('smash-and-co', 'classic-smash');

/** Exact cents of a decimal string (test-side arithmetic, independent of the server's). */
const cents = (value: string | number) => Math.round(Number(value) * 100);

async function shopId(slug: string) {
  const [row] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug));
  return row!.id;
}

async function currencyIds() {
  const { body } = await getJson<{ data: unknown[] }>(t.app, api('currencies/active'));
  const list = currency.array().parse(body.data);
  return Object.fromEntries(list.map((c) => [c.title, c]));
}

async function productRow(uuid: string) {
  const row = await t.db.query.products.findFirst({
    where: eq(products.uuid, uuid),
    with: { stocks: { orderBy: asc(stocks.id) }, discounts: { with: { discount: true } } },
  });
  return row!;
}

async function detail(uuid: string, query = '') {
  const { res, body } = await getJson<{ data: ProductDetail }>(t.app, api(`products/${uuid}${query}`));
  expect(res.status).toBe(200);
  return productDetail.parse(body.data);
}

describe('GET rest/products/{uuid}', () => {
  it('returns every variant with ordered extras, addons as products with a stock, and quantity rules', async () => {
    const data = await detail(MARGHERITA, '?lang=en');
    const row = await productRow(MARGHERITA);
    expect(data.translation?.title).toBe('Margherita');
    expect(data.stocks.map((s) => s.id)).toEqual(row.stocks.map((s) => s.id));
    // Pizza variants: size × crust, extras ordered by level (size first).
    expect(data.stocks.length).toBe(9);
    for (const stock of data.stocks) {
      expect(stock.extras.map((e) => e.group.translation?.title)).toEqual(['Size', 'Crust']);
      expect(stock.addons.length).toBeGreaterThan(0);
      for (const addon of stock.addons) {
        expect(addon.stock_id).toBe(stock.id);
        expect(addon.product.translation?.title).toBeTruthy();
        expect(addon.product.stock?.total_price).toBeGreaterThan(0);
      }
    }
    expect(data.min_qty).toBe(row.minQty);
    expect(data.max_qty).toBe(row.maxQty);
    expect(data.interval).toBe(Number(row.interval));
    expect(data.stock?.id).toBe(data.stocks[0]!.id);
  });

  it('gives option values in the request language (contract `value`), English in English', async () => {
    const values = async (lang: string) => (await detail(MARGHERITA, `?lang=${lang}`)).stocks[0]!.extras.map((e) => [e.group.translation?.title, e.value]);
    expect(await values('en')).toEqual([['Size', 'Small'], ['Crust', 'Classic']]);
    expect(await values('es')).toEqual([['Tamaño', 'Pequeño'], ['Masa', 'Clásica']]);
    expect(await values('ar')).toEqual([['الحجم', 'صغير'], ['العجينة', 'كلاسيكية']]);
  });

  it('applies the live percent discount: total = price − discount + tax, in exact cents', async () => {
    const data = await detail(MARGHERITA);
    const row = await productRow(MARGHERITA);
    const percent = Number(row.discounts[0]!.discount.price);
    for (const [i, stock] of data.stocks.entries()) {
      const price = cents(row.stocks[i]!.price);
      const discount = Math.round((price * percent) / 100);
      const tax = Math.round(((price - discount) * Number(row.tax)) / 100);
      expect(cents(stock.price)).toBe(price);
      expect(cents(stock.discount)).toBe(discount);
      expect(cents(stock.tax)).toBe(tax);
      expect(cents(stock.total_price)).toBe(price - discount + tax);
    }
  });

  it('converts every amount by currency_id (fix discounts too)', async () => {
    const { COP } = await currencyIds();
    const base = await detail(CLASSIC_SMASH);
    const cop = await detail(CLASSIC_SMASH, `?currency_id=${COP!.id}`);
    expect(base.stock!.discount).toBeGreaterThan(0);
    for (const [i, stock] of cop.stocks.entries()) {
      const usd = base.stocks[i]!;
      expect(cents(stock.price)).toBe(Math.round(cents(usd.price) * COP!.rate));
      expect(cents(stock.discount)).toBe(Math.round(cents(usd.discount) * COP!.rate));
      expect(cents(stock.total_price)).toBe(cents(stock.price) - cents(stock.discount) + cents(stock.tax));
    }
    const addonUsd = base.stocks[0]!.addons[0]!.product.stock!;
    const addonCop = cop.stocks[0]!.addons[0]!.product.stock!;
    expect(cents(addonCop.price)).toBe(Math.round(cents(addonUsd.price) * COP!.rate));
  });

  it('treats an unknown currency_id as the base currency', async () => {
    const base = await detail(MARGHERITA);
    const unknown = await detail(MARGHERITA, '?currency_id=9999');
    expect(unknown.stocks.map((s) => s.total_price)).toEqual(base.stocks.map((s) => s.total_price));
  });

  it('reports sold-out stock as quantity 0', async () => {
    const data = await detail(uuidOf('la-brasa-paisa', 'mondongo'));
    expect(data.stocks.every((s) => s.quantity === 0)).toBe(true);
  });

  it('answers 404 with a readable message for an unknown or malformed uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { res, body } = await getJson<{ message: string; status: boolean }>(t.app, api(`products/${id}`));
      expect(res.status).toBe(404);
      expect(body).toMatchObject({ status: false, message: 'Product not found' });
    }
  });

  it('answers 422 naming the field for a bad currency_id', async () => {
    const { res, body } = await getJson<{ params: Record<string, string[]> }>(t.app, api(`products/${MARGHERITA}?currency_id=usd`));
    expect(res.status).toBe(422);
    expect(Object.keys(body.params)).toEqual(['currency_id']);
  });
});

describe('discounts, translations and visibility (writes; the demo data is reset after each)', () => {
  afterEach(() => t.reset());

  it('drops a discount outside its dates and when switched off', async () => {
    const row = await productRow(MARGHERITA);
    const discountId = row.discounts[0]!.discount.id;
    await t.db.update(discounts).set({ start: '2999-01-01', end: '2999-12-31' }).where(eq(discounts.id, discountId));
    const future = await detail(MARGHERITA);
    expect(future.stocks.every((s) => s.discount === 0 && s.total_price === s.price + s.tax)).toBe(true);

    await t.db.update(discounts).set({ start: '2000-01-01', end: '2000-12-31' }).where(eq(discounts.id, discountId));
    expect((await detail(MARGHERITA)).stock!.discount).toBe(0);

    await t.db.update(discounts).set({ start: '2000-01-01', end: '2999-12-31', active: false }).where(eq(discounts.id, discountId));
    expect((await detail(MARGHERITA)).stock!.discount).toBe(0);
  });

  it('falls back to the default language (es) when the requested one is missing', async () => {
    const row = await productRow(MARGHERITA);
    await t.db.delete(productTranslations).where(and(eq(productTranslations.productId, row.id), eq(productTranslations.locale, 'ar')));
    const ar = await detail(MARGHERITA, '?lang=ar');
    expect(ar.translation).toMatchObject({ locale: 'es', title: 'Margarita' });
    const en = await detail(MARGHERITA, '?lang=en');
    expect(en.translation).toMatchObject({ locale: 'en', title: 'Margherita' });
  });

  it('nests a sub-category under its parent in the menu; the parent id covers the child, the child id narrows', async () => {
    const id = await shopId('forno-napoli');
    const [pizzas] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.uuid, demoUuid('category-main', 'pizzas')));
    const [child] = await t.db.insert(categories).values({ type: 'main', parentId: pizzas!.id, input: 0 }).returning({ id: categories.id });
    await t.db.insert(categoryTranslations).values({ categoryId: child!.id, locale: 'en', title: 'Classic pizzas' });
    await t.db.update(products).set({ categoryId: child!.id }).where(eq(products.uuid, MARGHERITA));

    const menu = async (query: string) => (await getJson<{ data: ShopProducts }>(t.app, api(`shops/${id}/products?lang=en${query}`))).body.data;
    const full = await menu('');
    const parent = full.all.find((c) => c.id === pizzas!.id)!;
    expect(parent.children.map((c) => [c.id, c.translation?.title])).toEqual([[child!.id, 'Classic pizzas']]);
    expect(parent.children[0]!.products.map((p) => p.uuid)).toEqual([MARGHERITA]);
    expect(parent.products.map((p) => p.uuid)).not.toContain(MARGHERITA);
    expect(full.all.some((c) => c.id === child!.id)).toBe(false);

    const byParent = await menu(`&category_id=${pizzas!.id}`);
    expect(byParent.all.map((c) => c.id)).toEqual([pizzas!.id]);
    expect(byParent.all[0]!.products.length + byParent.all[0]!.children[0]!.products.length).toBe(
      parent.products.length + 1,
    );
    const byChild = await menu(`&category_id=${child!.id}`);
    expect(byChild.all.flatMap((c) => [...c.products, ...c.children.flatMap((k) => k.products)]).map((p) => p.uuid)).toEqual([MARGHERITA]);

    const { body: shopCategories } = await getJson<{ data: Array<{ id: number; children: Array<{ id: number }> }> }>(
      t.app, api(`shops/${id}/categories`),
    );
    expect(shopCategories.data.find((c) => c.id === pizzas!.id)!.children.map((c) => c.id)).toEqual([child!.id]);
  });

  it('hides unpublished products (404) and their entries in lists', async () => {
    const row = await productRow(MARGHERITA);
    await t.db.update(products).set({ status: 'unpublished' }).where(eq(products.id, row.id));
    const { res } = await getJson(t.app, api(`products/${MARGHERITA}`));
    expect(res.status).toBe(404);
    const { body } = await getJson<Paginated<ProductSummary>>(t.app, api(`products/paginate?shop_id=${row.shopId}&perPage=100`));
    expect(body.data.map((p) => p.uuid)).not.toContain(MARGHERITA);
  });
});

describe('GET rest/products/paginate', () => {
  it('filters by shop, category (with sub-categories) and brand, both query-string styles', async () => {
    const store = await shopId('mercado-la-colina');
    const { body: all } = await getJson<Paginated<ProductSummary>>(t.app, api(`products/paginate?shop_id=${store}&perPage=100`));
    const list = productSummary.array().parse(all.data);
    expect(list.every((p) => p.shop_id === store)).toBe(true);
    expect(all.meta.total).toBe(list.length);

    const brandIds = [...new Set(list.map((p) => p.brand_id).filter((id): id is number => id !== null))].slice(0, 2);
    expect(brandIds.length).toBe(2);
    const expected = list.filter((p) => brandIds.includes(p.brand_id!)).map((p) => p.id).sort();
    for (const style of [brandIds.map((id) => `brand_ids[]=${id}`), brandIds.map((id, i) => `brand_ids%5B${i}%5D=${id}`)]) {
      const { body } = await getJson<Paginated<ProductSummary>>(t.app, api(`products/paginate?shop_id=${store}&perPage=100&${style.join('&')}`));
      expect(body.data.map((p) => p.id).sort()).toEqual(expected);
    }

    const categoryId = list[0]!.category_id!;
    const { body: inCategory } = await getJson<Paginated<ProductSummary>>(t.app, api(`products/paginate?category_id=${categoryId}&perPage=100`));
    expect(inCategory.data.length).toBeGreaterThan(0);
    expect(inCategory.data.every((p) => p.category_id === categoryId)).toBe(true);
  });

  it('never lists addon products on their own', async () => {
    const addonIds = (await t.db.select({ id: products.id }).from(products).where(eq(products.addon, true))).map((r) => r.id);
    const pizza = await shopId('forno-napoli');
    const { body } = await getJson<Paginated<ProductSummary>>(t.app, api(`products/paginate?shop_id=${pizza}&perPage=100`));
    expect(body.data.some((p) => addonIds.includes(p.id))).toBe(false);
  });

  it('pages with the Laravel meta', async () => {
    const { body } = await getJson<Paginated<ProductSummary>>(t.app, api('products/paginate?perPage=5&page=2'));
    expect(body.data).toHaveLength(5);
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 5, from: 6, to: 10 });
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 5));
  });

  it.each([['perPage=0'], ['page=-1'], ['brand_ids[]=x'], ['shop_id=abc'], ['currency_id=1.5']])('answers 422 for %s', async (query) => {
    const { res, body } = await getJson<{ message: string }>(t.app, api(`products/paginate?${query}`));
    expect(res.status).toBe(422);
    expect(body.message).toMatch(/\w/);
  });
});

describe('GET rest/shops/{id}/products', () => {
  it('groups the menu by category in menu order and lists the recommended products', async () => {
    const id = await shopId('forno-napoli');
    const { res, body } = await getJson<{ data: ShopProducts }>(t.app, api(`shops/${id}/products?lang=en`));
    expect(res.status).toBe(200);
    const data = shopProducts.parse(body.data);
    const inputs = data.all.map((c) => c.input);
    expect(inputs).toEqual([...inputs].sort((a, b) => a - b));
    const grouped = data.all.flatMap((c) => c.products);
    expect(grouped.every((p) => p.shop_id === id)).toBe(true);
    const visible = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, id), eq(products.addon, false)));
    expect(grouped.map((p) => p.id).sort()).toEqual(visible.map((r) => r.id).sort());
    const recommended = await t.db.select({ id: products.id }).from(products)
      .where(and(eq(products.shopId, id), eq(products.isRecommended, true), eq(products.addon, false)));
    expect(data.recommended.map((p) => p.id).sort()).toEqual(recommended.map((r) => r.id).sort());
    expect(data.recommended.length).toBeGreaterThan(0);
  });

  it('narrows to one category and converts prices', async () => {
    const id = await shopId('forno-napoli');
    const [pizzas] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.uuid, demoUuid('category-main', 'pizzas')));
    const { COP } = await currencyIds();
    const { body } = await getJson<{ data: ShopProducts }>(t.app, api(`shops/${id}/products?category_id=${pizzas!.id}&currency_id=${COP!.id}`));
    expect(body.data.all.map((c) => c.id)).toEqual([pizzas!.id]);
    const margherita = body.data.all[0]!.products.find((p) => p.uuid === MARGHERITA)!;
    const base = await detail(MARGHERITA);
    expect(cents(margherita.stock!.price)).toBe(Math.round(cents(base.stocks[0]!.price) * COP!.rate));
  });

  it('serves the paginated and recommended variants', async () => {
    const id = await shopId('forno-napoli');
    const { body: page } = await getJson<Paginated<ProductSummary>>(t.app, api(`shops/${id}/products/paginate?perPage=3`));
    expect(page.data).toHaveLength(3);
    expect(page.data.every((p) => p.shop_id === id)).toBe(true);
    const { body: rec } = await getJson<Paginated<ProductSummary>>(t.app, api(`shops/${id}/products/recommended/paginate`));
    expect(rec.data.length).toBeGreaterThan(0);
    expect(rec.data.every((p) => p.is_recommended && p.shop_id === id)).toBe(true);
  });

  it('answers 404 for an unknown shop', async () => {
    const { res, body } = await getJson<{ message: string }>(t.app, api('shops/999999/products'));
    expect(res.status).toBe(404);
    expect(body.message).toBe('Shop not found');
  });
});

describe('GET rest/products/search', () => {
  const search = async (query: string) => {
    const { res, body } = await getJson<Paginated<ProductSearchResult>>(t.app, api(`products/search?${query}`));
    expect(res.status).toBe(200);
    return { ...body, data: productSearchResult.array().parse(body.data) };
  };

  it('tolerates typos: "piza" finds the pizzas first', async () => {
    const [pizzas] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.uuid, demoUuid('category-main', 'pizzas')));
    const { data, meta } = await search('search=piza&lang=en&perPage=5');
    expect(meta.total).toBeGreaterThan(0);
    expect(data[0]!.category_id).toBe(pizzas!.id);
  });

  it('tolerates typos in Spanish: "hamburgesa" finds Hamburguesa', async () => {
    const { data } = await search('search=hamburgesa&lang=es&perPage=5');
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]!.translation?.title).toMatch(/^Hamburguesa/);
  });

  it('matches stemmed words in the request language and ranks title hits first', async () => {
    const { data } = await search('search=lemonades&lang=en');
    expect(data[0]!.translation?.title).toMatch(/lemonade/i);
    expect(data.every((p) => p.translation?.locale === 'en')).toBe(true);
  });

  it('searches Arabic titles and categories with lang=ar', async () => {
    const [pizzas] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.uuid, demoUuid('category-main', 'pizzas')));
    const { data } = await search(`search=${encodeURIComponent('بيتزا')}&lang=ar&perPage=3`);
    expect(data[0]!.category_id).toBe(pizzas!.id);
    expect(data[0]!.translation?.locale).toBe('ar');
  });

  it('returns shop.id and stocks[0].price, and narrows to one shop', async () => {
    const pizza = await shopId('forno-napoli');
    const { data } = await search(`search=piza&shop_id=${pizza}`);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.shop.id === pizza && p.stocks[0]!.price > 0)).toBe(true);
  });

  it('restricts to shops delivering to the address', async () => {
    const everywhere = await search('search=pizza&perPage=100');
    const farAway = await search('search=pizza&perPage=100&address[latitude]=4.711&address[longitude]=-74.0721');
    expect(everywhere.meta.total).toBeGreaterThan(0);
    expect(farAway.meta.total).toBe(0);
  });

  it('finds a product by its category title alone', async () => {
    // A product whose own title and description never mention its category's English title.
    const [row] = await t.db
      .select({ id: products.id, shopId: products.shopId, category: categoryTranslations.title })
      .from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')))
      .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, products.categoryId), eq(categoryTranslations.locale, 'en')))
      .where(and(
        eq(products.addon, false),
        sql`position(lower(${categoryTranslations.title}) in lower(${productTranslations.title} || ' ' || coalesce(${productTranslations.description}, ''))) = 0`,
        sql`${categoryTranslations.title} !~ '[ &,]'`,
      ))
      .limit(1);
    expect(row).toBeDefined();
    const { data } = await search(`search=${encodeURIComponent(row!.category)}&lang=en&shop_id=${row!.shopId}&perPage=100`);
    expect(data.map((p) => p.id)).toContain(row!.id);
  });

  it('matches word prefixes of two letters while typing, not substrings', async () => {
    const { data, meta } = await search('search=cr&lang=en&perPage=100');
    expect(data.some((p) => /croissant/i.test(p.translation?.title ?? ''))).toBe(true);
    expect(meta.total).toBeGreaterThan(0);
    // Two letters inside words ("Croissant", "Classic") are no match: no word starts with "ss".
    expect((await search('search=ss&lang=en')).meta.total).toBe(0);
  });

  it('tolerates a typo in a short word: "croisant" finds the croissants', async () => {
    const { data } = await search('search=croisant&lang=en&perPage=5');
    expect(data[0]!.translation?.title).toMatch(/croissant/i);
  });

  it('treats LIKE wildcards literally', async () => {
    const { meta } = await search('search=%25%25%25');
    expect(meta.total).toBe(0);
  });

  it.each([['search='], [''], ['search=pizza&address[latitude]=north&address[longitude]=1']])('answers 422 for "%s"', async (query) => {
    const { res } = await getJson(t.app, api(`products/search?${query}`));
    expect(res.status).toBe(422);
  });

  it('finds no addon and no product of an unapproved shop', async () => {
    const addonTitles = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.addon, true), inArray(products.shopId, [await shopId('forno-napoli')])));
    const { data } = await search('search=cheese&lang=en&perPage=100');
    expect(data.some((p) => addonTitles.some((a) => a.id === p.id))).toBe(false);
  });
});
