import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { career, careerSummary } from '../../contract/careers';
import { faq, FAQ_SEARCH_MAX } from '../../contract/faqs';
import { paginationMeta } from '../../contract/http';
import { landingPage, marketplaceStat, page } from '../../contract/pages';
import { recipe, recipeCard } from '../../contract/recipes';
import {
  careers, categories, faqs, faqTranslations, orders, pages, pageTranslations, products, recipes, recipeStocks, settings,
  shops, stocks, users,
} from '../../server/db/schema';
import { expectApiError, getJson, useSeededApp } from '../support/app';

/**
 * Content of issue #19 (contract §2.18 recipes, §2.20 careers, §2.21 FAQ, §2.22 pages): public
 * reads in the request's language with the default-language fallback (decision 0011), public-data
 * caching, and the rules each list keeps. Writes below are undone by `reset()`.
 */

const t = useSeededApp();

let dirty = false;
beforeEach(async () => {
  if (dirty) await t.reset();
  dirty = false;
});

type Page = { data: unknown[]; meta: unknown };

async function list(path: string) {
  const { res, body } = await getJson<Page>(t.app, `http://shop.test/api/v1/rest/${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('cache-control'), path).toMatch(/public/);
  return { raw: body.data, meta: paginationMeta.parse(body.meta) };
}

async function one(path: string) {
  const { res, body } = await getJson<{ data: unknown }>(t.app, `http://shop.test/api/v1/rest/${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
  return body.data;
}

describe('recipes (RC1, RC2)', () => {
  it('lists 12 recipe cards a page with times, calories and the shop, in the asked language', async () => {
    const total = await t.db.$count(recipes, eq(recipes.active, true));
    expect(total).toBeGreaterThanOrEqual(6);
    const first = await list('receipts/paginate?page=1&lang=en');
    expect(first.meta).toMatchObject({ per_page: 12, total });
    const cards = recipeCard.array().parse(first.raw);
    expect(cards.length).toBe(Math.min(12, total));
    for (const c of cards) {
      expect(c.translation?.locale).toBe('en');
      expect(c.total_time).toBeGreaterThan(0);
      expect(c.calories).toBeGreaterThan(0);
      expect(c.img).toMatch(/^http:\/\/shop\.test\/storage\/images\/demo\/.+\.webp$/);
      expect(c.shop.translation?.title).toBeTruthy();
      expect(c.shop.logo_img).toMatch(/^http:\/\/shop\.test\//);
    }
    const ar = recipeCard.array().parse((await list('receipts/paginate?lang=ar')).raw);
    expect(ar.every((c) => c.translation?.locale === 'ar')).toBe(true);
    // Unknown language: the default (Spanish), never nothing.
    const xx = recipeCard.array().parse((await list('receipts/paginate?lang=xx')).raw);
    expect(xx.every((c) => c.translation?.locale === 'es')).toBe(true);
  });

  it('filters by recipe category and by shop, and pages', async () => {
    const [row] = await t.db.select({ categoryId: recipes.categoryId, shopId: recipes.shopId }).from(recipes).orderBy(asc(recipes.id)).limit(1);
    const inCategory = await t.db.$count(recipes, eq(recipes.categoryId, row!.categoryId!));
    const byCategory = recipeCard.array().parse((await list(`receipts/paginate?category_id=${row!.categoryId}&perPage=100`)).raw);
    expect(byCategory.length).toBe(inCategory);
    expect(byCategory.every((c) => c.category_id === row!.categoryId && c.category?.translation?.title)).toBe(true);
    const other = recipeCard.array().parse((await list('receipts/paginate?shop_id=999999')).raw);
    expect(other).toEqual([]);
    const second = await list('receipts/paginate?page=2&perPage=3');
    expect(second.meta).toMatchObject({ current_page: 2, per_page: 3 });
    expect(second.raw.length).toBeGreaterThan(0);
    await expectApiError(t.app, 'receipts/paginate?perPage=1000', 422);
    await expectApiError(t.app, 'receipts/paginate?category_id=abc', 422);
  });

  it('answers a recipe with its ingredients priced in the currency, steps, nutrition and the order-all total', async () => {
    const [row] = await t.db.select({ id: recipes.id, discount: recipes.discountPrice }).from(recipes).orderBy(asc(recipes.id)).limit(1);
    const usd = recipe.parse(await one(`receipts/${row!.id}?lang=en`));
    expect(usd.ingredient?.title).toMatch(/^<ul>/);
    expect(usd.instruction?.title).toMatch(/^<ol>/);
    expect(usd.nutritions.length).toBeGreaterThan(0);
    expect(usd.nutritions[0]!.translation?.title).toBeTruthy();
    expect(usd.bg_img).toMatch(/^http:\/\/shop\.test\//);
    expect(usd.stocks.length).toBeGreaterThan(0);
    for (const s of usd.stocks) {
      expect(s.product.shop_id).toBe(usd.shop_id);
      expect(s.product.translation?.locale).toBe('en');
      expect(s.min_quantity).toBeGreaterThanOrEqual(1);
      expect(s.available).toBe(true);
    }
    const cents = (n: number) => Math.round(n * 100);
    const origin = usd.stocks.reduce((sum, s) => sum + cents(s.total_price) * s.min_quantity, 0);
    expect(cents(usd.origin_price)).toBe(origin);
    expect(cents(usd.discount_price)).toBe(cents(Number(row!.discount)));
    expect(cents(usd.total_price)).toBe(origin - cents(usd.discount_price));

    // COP (rate 3950): every amount converted by the server.
    const cop = recipe.parse(await one(`receipts/${row!.id}?currency_id=2`));
    expect(cop.stocks[0]!.price).toBe(Math.round(usd.stocks[0]!.price * 3950 * 100) / 100);
    expect(cop.discount_price).toBe(usd.discount_price * 3950);
  });

  it('marks an ingredient that is out of stock or off the menu as not available, and leaves it out of the total', async () => {
    dirty = true;
    const [row] = await t.db.select({ id: recipes.id }).from(recipes).orderBy(asc(recipes.id)).limit(1);
    const lines = await t.db.select().from(recipeStocks).where(eq(recipeStocks.recipeId, row!.id)).orderBy(asc(recipeStocks.stockId));
    await t.db.update(stocks).set({ quantity: 0 }).where(eq(stocks.id, lines[0]!.stockId));
    const [s1] = await t.db.select({ productId: stocks.productId }).from(stocks).where(eq(stocks.id, lines[1]!.stockId));
    await t.db.update(products).set({ active: false }).where(eq(products.id, s1!.productId));
    const data = recipe.parse(await one(`receipts/${row!.id}`));
    const byId = new Map(data.stocks.map((s) => [s.id, s]));
    expect(byId.get(lines[0]!.stockId)).toMatchObject({ available: false, quantity: 0 });
    expect(byId.get(lines[1]!.stockId)!.available).toBe(false);
    const origin = data.stocks.filter((s) => s.available).reduce((sum, s) => sum + Math.round(s.total_price * 100) * s.min_quantity, 0);
    expect(Math.round(data.origin_price * 100)).toBe(origin);
  });

  it('hides inactive recipes and recipes of shops that are not approved; bad ids are 404/422', async () => {
    dirty = true;
    const [a, b] = await t.db.select({ id: recipes.id, shopId: recipes.shopId }).from(recipes).orderBy(asc(recipes.id)).limit(2);
    await t.db.update(recipes).set({ active: false }).where(eq(recipes.id, a!.id));
    await expectApiError(t.app, `receipts/${a!.id}`, 404);
    const cards = recipeCard.array().parse((await list('receipts/paginate?perPage=100')).raw);
    expect(cards.some((c) => c.id === a!.id)).toBe(false);
    await t.db.update(shops).set({ status: 'inactive' }).where(eq(shops.id, b!.shopId));
    await expectApiError(t.app, `receipts/${b!.id}`, 404);
    expect((await list('receipts/paginate')).meta.total).toBe(0);
    await expectApiError(t.app, 'receipts/99999999', 404);
    await expectApiError(t.app, 'receipts/abc', 422);
    await expectApiError(t.app, 'receipts/99999999999', 404);
  });
});

describe('careers (CR1, CR2)', () => {
  it('lists open positions with location and category, filtered by category', async () => {
    const open = await t.db.$count(careers, eq(careers.active, true));
    expect(open).toBeGreaterThanOrEqual(4);
    const all = careerSummary.array().parse((await list('careers/paginate?page=1&active=1&lang=en&perPage=100')).raw);
    expect(all.length).toBe(open);
    expect(new Set(all.map((c) => c.category_id)).size).toBeGreaterThanOrEqual(2);
    for (const c of all) {
      expect(c.translation?.locale).toBe('en');
      expect(c.translation?.address).toBeTruthy();
      expect(c.location).toBe(c.translation?.address);
      expect(c.category?.translation?.title).toBeTruthy();
      expect(c.translation).not.toHaveProperty('description');
    }
    const categoryId = all[0]!.category_id!;
    const [cat] = await t.db.select({ type: categories.type }).from(categories).where(eq(categories.id, categoryId));
    expect(cat!.type).toBe('career');
    const filtered = careerSummary.array().parse((await list(`careers/paginate?category_id=${categoryId}`)).raw);
    expect(filtered.length).toBe(all.filter((c) => c.category_id === categoryId).length);
    expect(filtered.every((c) => c.category_id === categoryId)).toBe(true);
  });

  it('answers a position with its HTML description and where to apply; closed positions are not found', async () => {
    dirty = true;
    const [row] = await t.db.select({ id: careers.id }).from(careers).orderBy(asc(careers.id)).limit(1);
    const data = career.parse(await one(`careers/${row!.id}?lang=es`));
    expect(data.translation?.locale).toBe('es');
    expect(data.translation?.description).toMatch(/^<p>/);
    expect(data.apply.email).toBe('empleos@comanda.app');
    // Without careers_email, the marketplace e-mail.
    await t.db.delete(settings).where(eq(settings.key, 'careers_email'));
    const fresh = t.freshApp();
    const { body } = await getJson<{ data: unknown }>(fresh, `/api/v1/rest/careers/${row!.id}`);
    expect(career.parse(body.data).apply.email).toBe('hola@comanda.app');

    await t.db.update(careers).set({ active: false }).where(eq(careers.id, row!.id));
    await expectApiError(t.app, `careers/${row!.id}`, 404);
    const listed = careerSummary.array().parse((await list('careers/paginate?perPage=100')).raw);
    expect(listed.some((c) => c.id === row!.id)).toBe(false);
    await expectApiError(t.app, 'careers/0', 422);
  });
});

describe('FAQ (F1) and the help centre search', () => {
  it('lists active questions in the operator order, 12 a page', async () => {
    const active = await t.db.select({ id: faqs.id }).from(faqs).where(eq(faqs.active, true)).orderBy(asc(faqs.position), asc(faqs.id));
    expect(active.length).toBeGreaterThanOrEqual(12);
    const first = await list('faqs/paginate?page=1&perPage=12&lang=ar');
    const items = faq.array().parse(first.raw);
    expect(items.map((f) => f.id)).toEqual(active.slice(0, 12).map((f) => f.id));
    expect(items.every((f) => f.translation?.locale === 'ar' && f.translation.question && f.translation.answer)).toBe(true);
    expect(first.meta.total).toBe(active.length);
    // The landing page sends no paging: the default is 12.
    expect((await list('faqs/paginate')).meta.per_page).toBe(12);
  });

  it('searches question and answer in the request language, case-insensitively, with wildcards taken literally', async () => {
    const en = faq.array().parse((await list('faqs/paginate?search=WALLET&lang=en&perPage=100')).raw);
    expect(en.length).toBeGreaterThan(0);
    for (const f of en) expect(`${f.translation!.question} ${f.translation!.answer}`.toLowerCase()).toContain('wallet');
    // The same word in Spanish is "billetera": English words do not match Spanish texts.
    expect(faq.array().parse((await list('faqs/paginate?search=wallet&lang=es')).raw)).toEqual([]);
    const es = faq.array().parse((await list('faqs/paginate?search=billetera&lang=es&perPage=100')).raw);
    expect(es.map((f) => f.id).sort()).toEqual(en.map((f) => f.id).sort());
    expect((await list('faqs/paginate?search=%25&lang=en')).raw).toEqual([]);
    expect((await list('faqs/paginate?search=_&lang=en')).raw).toEqual([]);
    // Blank search = no filter.
    expect((await list('faqs/paginate?search=%20')).meta.total).toBeGreaterThanOrEqual(12);
    const long = await expectApiError(t.app, `faqs/paginate?search=${'a'.repeat(FAQ_SEARCH_MAX + 1)}`, 422);
    expect(long.params).toHaveProperty('search');
  });

  it('hides inactive questions and shows the default language when a translation is missing', async () => {
    dirty = true;
    const [a, b] = await t.db.select({ id: faqs.id }).from(faqs).orderBy(asc(faqs.position), asc(faqs.id)).limit(2);
    await t.db.update(faqs).set({ active: false }).where(eq(faqs.id, a!.id));
    await t.db.delete(faqTranslations).where(and(eq(faqTranslations.faqId, b!.id), eq(faqTranslations.locale, 'ar')));
    const items = faq.array().parse((await list('faqs/paginate?lang=ar&perPage=100')).raw);
    expect(items.some((f) => f.id === a!.id)).toBe(false);
    expect(items.find((f) => f.id === b!.id)!.translation?.locale).toBe('es');
  });
});

describe('pages (PG1, PG2, PG4–PG7)', () => {
  it('answers the courier page, privacy policy and terms with their HTML as JSON strings', async () => {
    const delivery = page.parse(await one('pages/delivery?lang=en'));
    expect(delivery).toMatchObject({ type: 'delivery', translation: { locale: 'en', title: 'Become a courier' } });
    expect(delivery.img).toMatch(/^http:\/\/shop\.test\//);
    expect(page.parse(await one('policy?lang=es')).translation).toMatchObject({ title: 'Política de privacidad' });
    const terms = page.parse(await one('term?lang=ar'));
    expect(terms.translation?.locale).toBe('ar');
    expect(terms.translation?.description).toMatch(/^<p>/);
  });

  it('keeps operator HTML as given (the storefront sanitises it) and never serves it as a document', async () => {
    dirty = true;
    const hostile = '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const [terms] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.type, 'terms'));
    await t.db.update(pageTranslations).set({ description: hostile }).where(eq(pageTranslations.pageId, terms!.id));
    const res = await t.app.request('/api/v1/rest/term?lang=en');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await res.text();
    // Inside a JSON string: `<` is data, not markup.
    expect(page.parse((JSON.parse(text) as { data: unknown }).data).translation?.description).toBe(hostile);
  });

  it('lists the about block and its app sections with store buttons', async () => {
    const about = page.array().parse((await list('pages/paginate?page=1&perPage=10&type=all_about&lang=en')).raw);
    expect(about[0]!.type).toBe('about');
    const sections = about.filter((p) => p.type === 'about_section');
    expect(sections.length).toBeGreaterThanOrEqual(1);
    for (const s of sections) {
      expect(s.buttons?.app_store_button_link).toMatch(/^https:\/\//);
      expect(s.buttons?.google_play_button_link).toMatch(/^https:\/\//);
    }
    expect(about.some((p) => p.type === 'terms' || p.type === 'privacy')).toBe(false);
    await expectApiError(t.app, 'pages/paginate?type=secret', 422);
  });

  it('answers 404 for a missing page or landing', async () => {
    dirty = true;
    await t.db.update(pages).set({ active: false }).where(eq(pages.type, 'privacy'));
    await expectApiError(t.app, 'policy', 404);
    await expectApiError(t.app, 'landing-pages/nothing', 404);
    await expectApiError(t.app, 'landing-pages/<x>', 422);
  });

  it('answers the welcome landing with texts keyed by locale', async () => {
    const data = landingPage.parse(await one('landing-pages/welcome'));
    expect(data.data.title).toMatchObject({ en: 'Your city, delivered', es: expect.any(String), ar: expect.any(String) });
    expect(data.data.img).toMatch(/^http:\/\/shop\.test\/storage\/images\/demo\//);
    expect(data.data.features.length).toBe(3);
    for (const f of data.data.features) {
      expect(f.img).toMatch(/^http:\/\/shop\.test\//);
      expect(Object.keys(f.title).sort()).toEqual(['ar', 'en', 'es']);
    }
  });

  it('counts customers, delivered orders and approved shops', async () => {
    const data = marketplaceStat.parse(await one('stat'));
    expect(data.users).toBe(await t.db.$count(users, and(eq(users.active, true), eq(users.signupPending, false))));
    expect(data.orders).toBe(await t.db.$count(orders, eq(orders.status, 'delivered')));
    expect(data.shops).toBe(await t.db.$count(shops, eq(shops.status, 'approved')));
    expect(data.shops).toBeGreaterThan(0);
  });
});
