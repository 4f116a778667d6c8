import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Blog, BlogSummary } from '../../contract/blog';
import type { Career, CareerSummary } from '../../contract/careers';
import type { Faq } from '../../contract/faqs';
import type { MarketplaceStat, Page as ContentPage } from '../../contract/pages';
import type { ProductSummary } from '../../contract/products';
import type { Recipe, RecipeCard } from '../../contract/recipes';
import { axeViolations } from './support/axe';
import { cartDrawer, openDrawer } from './support/cart';
import { catalogApi } from './support/catalog';
import { useStorefront } from './support/storefront';

/**
 * Issue #19, the storefront's content pages: a visitor puts a recipe's ingredients in the cart
 * (over another shop's cart: the replace prompt); the FAQ accordion opens and its search filters
 * without JavaScript; blog, careers, about, terms and privacy show the API's content; axe on the
 * main pages in light English and dark Arabic.
 */
const storefront = useStorefront();
const catalog = catalogApi(() => storefront.server.url);
const api = catalog.api;

let recipe: Recipe;
let post: Blog;
let career: Career;
let otherShopProduct: ProductSummary;
beforeAll(async () => {
  const cards = (await api<{ data: RecipeCard[] }>('rest/receipts/paginate?perPage=50&lang=en')).data;
  const full = await Promise.all(cards.map(async (c) => (await api<{ data: Recipe }>(`rest/receipts/${c.id}?lang=en`)).data));
  recipe = full.find((r) => r.stocks.filter((s) => s.available).length >= 2 && r.category)!;
  const products = (await api<{ data: ProductSummary[] }>('rest/products/paginate?perPage=100&lang=en')).data;
  otherShopProduct = products.find((p) => p.shop_id !== recipe.shop_id && p.stock && p.stock.quantity > 5 && p.translation)!;
  const posts = (await api<{ data: BlogSummary[] }>('rest/blogs/paginate?type=blog&lang=en')).data;
  post = (await api<{ data: Blog }>(`rest/blogs/${posts[0]!.uuid}?lang=en`)).data;
  const careers = (await api<{ data: CareerSummary[] }>('rest/careers/paginate?perPage=50&lang=en')).data;
  career = (await api<{ data: Career }>(`rest/careers/${careers.find((c) => c.category)!.id}?lang=en`)).data;
}, 60_000);

const en = { locale: 'en' };
/** Text of operator HTML, as the page shows it (the first paragraph or item). */
const firstText = (html: string | null | undefined) => /<(?:p|li)>([^<]+)</.exec(html ?? '')![1]!;
const jsonLdTypes = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => (JSON.parse(e.textContent ?? '{}') as { '@type'?: string })['@type']));

describe('content pages', () => {
  it("a visitor adds a recipe's available ingredients to the cart, replacing another shop's cart", async () => {
    const available = recipe.stocks.filter((s) => s.available);
    // Another shop's product in the visitor's cart first.
    const { context, page } = await storefront.open(`/search?product=${otherShopProduct.uuid}`, { width: 1440, cookies: en });
    try {
      await page.getByRole('dialog', { name: otherShopProduct.translation!.title }).getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Added to cart').first().waitFor();

      // The recipe list, its category filter (links), then the recipe.
      await page.goto(`${storefront.server.url}/recipes`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const categories = page.getByRole('navigation', { name: 'Recipe categories' });
      await categories.getByRole('link', { name: recipe.category!.translation!.title }).click();
      await page.waitForURL(new RegExp(`/recipes\\?category_id=${recipe.category!.id}$`));
      // The URL changes before the new render commits: wait for the mark, do not read it once.
      await expect.poll(() => categories.getByRole('link', { name: recipe.category!.translation!.title }).getAttribute('aria-current')).toBe('page');
      await page.getByRole('link', { name: new RegExp(recipe.translation!.title) }).first().click();
      await page.getByRole('heading', { level: 1, name: recipe.translation!.title }).waitFor();
      expect(page.url()).toBe(`${storefront.server.url}/recipes/${recipe.id}`);

      // Ingredients (operator HTML), steps, the shop's products and the Recipe JSON-LD.
      await page.getByRole('region', { name: 'Ingredients' }).getByText(firstText(recipe.ingredient?.title)).waitFor();
      await page.getByRole('region', { name: 'Steps' }).getByText(firstText(recipe.instruction?.title)).waitFor();
      const products = page.getByRole('region', { name: `Buy at ${recipe.shop.translation!.title}` });
      for (const s of recipe.stocks) await products.getByRole('link', { name: s.product.translation!.title }).waitFor();
      expect(await jsonLdTypes(page)).toContain('Recipe');

      // Add N items → the one-shop replace prompt → the cart holds exactly the ingredients.
      await products.getByRole('button', { name: `Add ${available.length} items to cart` }).click();
      const prompt = page.getByRole('dialog', { name: 'Replace cart?' });
      await prompt.getByRole('button', { name: 'Clear cart and add' }).click();
      await page.getByText(`${available.length} items added to the cart`).first().waitFor();
      const cart = await openDrawer(page);
      await expect.poll(() => cart.getByTestId('cart-line').count()).toBe(available.length);
      for (const s of available) await cart.getByText(s.product.translation!.title, { exact: true }).waitFor();
      expect(await cart.getByText(otherShopProduct.translation!.title, { exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await cartDrawer(page).waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('the FAQ accordion opens and the search filters without JavaScript', async () => {
    const faqs = (await api<{ data: Faq[] }>('rest/faqs/paginate?perPage=12&lang=en')).data;
    const context = await storefront.browser.newContext({ javaScriptEnabled: false });
    try {
      await context.addCookies([{ name: 'locale', value: 'en', domain: new URL(storefront.server.url).hostname, path: '/' }]);
      const page = await context.newPage();
      await page.goto(`${storefront.server.url}/help`);
      const first = faqs[0]!.translation!;
      const answer = page.getByText(first.answer);
      expect(await answer.isVisible()).toBe(false);
      await page.getByText(first.question, { exact: true }).click();
      await answer.waitFor();
      expect(await page.locator('details[open]').count()).toBe(1);
      expect(await page.locator('details').count()).toBe(faqs.length);
      expect(await jsonLdTypes(page)).toContain('FAQPage');

      // The search form is a GET form: it works before any script.
      const word = 'refund';
      await page.getByRole('searchbox', { name: 'Search the questions' }).fill(word);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/help\?q=refund$/);
      const matches = (await api<{ data: Faq[] }>(`rest/faqs/paginate?perPage=12&lang=en&search=${word}`)).data;
      expect(matches.length).toBeGreaterThan(0);
      expect(matches.length).toBeLessThan(faqs.length);
      const questions = await page.locator('details summary').allTextContents();
      expect(questions).toEqual(matches.map((f) => f.translation!.question));
      await page.getByRole('status').getByText(matches.length === 1 ? `1 question matches “${word}”.` : `${matches.length} questions match “${word}”.`).waitFor();

      // Nothing found: the empty state and the way back.
      await page.goto(`${storefront.server.url}/help?q=zzzqqq`);
      await page.getByText('No questions match “zzzqqq”').waitFor();
      // Visitors are offered the e-mail from settings.
      await page.getByRole('link', { name: /^E-mail: / }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('blog, careers, about, terms and privacy show their content', async () => {
    const { context, page } = await storefront.open('/blog', { width: 1440, cookies: en });
    try {
      await page.getByRole('link', { name: new RegExp(post.translation!.title) }).click();
      await page.getByRole('heading', { level: 1, name: post.translation!.title }).waitFor();
      await page.getByText(firstText(post.translation!.description)).waitFor();
      await page.getByRole('button', { name: 'Share' }).waitFor();
      expect(await jsonLdTypes(page)).toContain('BlogPosting');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/blog/${post.uuid}$`));

      await page.goto(`${storefront.server.url}/careers`);
      await page.getByRole('navigation', { name: 'Teams' }).getByRole('link', { name: career.category!.translation!.title }).click();
      await page.waitForURL(new RegExp(`category_id=${career.category!.id}$`));
      await page.getByRole('link', { name: new RegExp(career.translation!.title) }).click();
      await page.getByRole('heading', { level: 1, name: career.translation!.title }).waitFor();
      await page.getByText(firstText(career.translation!.description)).waitFor();
      expect(await page.getByRole('link', { name: `Apply by e-mail: ${career.apply.email}` }).getAttribute('href')).toMatch(new RegExp(`^mailto:${career.apply.email}\\?subject=`));

      const about = (await api<{ data: ContentPage[] }>('rest/pages/paginate?lang=en')).data;
      const stat = (await api<{ data: MarketplaceStat }>('rest/stat')).data;
      await page.goto(`${storefront.server.url}/about`);
      await page.getByRole('heading', { level: 1, name: about[0]!.translation!.title }).waitFor();
      const section = about.find((p) => p.buttons?.app_store_button_link)!;
      await page.getByRole('heading', { name: section.translation!.title }).waitFor();
      expect(await page.getByRole('link', { name: 'App Store' }).first().getAttribute('href')).toBe(section.buttons!.app_store_button_link);
      await page.getByText('Shops and restaurants').waitFor();
      expect(await page.locator('dd').allTextContents()).toContain(String(stat.shops));

      for (const [path, endpoint] of [['/terms', 'term'], ['/privacy', 'policy']] as const) {
        const doc = (await api<{ data: ContentPage }>(`rest/${endpoint}?lang=en`)).data;
        await page.goto(storefront.server.url + path);
        await page.getByRole('heading', { level: 1, name: doc.translation!.title }).waitFor();
        await page.getByText(firstText(doc.translation!.description)).waitFor();
      }
    } finally {
      await context.close();
    }
  });

  it('has no axe violations in light English and dark Arabic', async () => {
    const paths = ['/recipes', `/recipes/${recipe.id}`, `/blog/${post.uuid}`, '/help', `/careers/${career.id}`, '/about'];
    const looks = [
      { theme: 'light', locale: 'en', dir: 'ltr' },
      { theme: 'dark', locale: 'ar', dir: 'rtl' },
    ];
    const found: string[] = [];
    for (const cookies of looks) {
      const { context, page } = await storefront.open('/recipes', { width: 1280, cookies });
      try {
        for (const path of paths) {
          await page.goto(storefront.server.url + path);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
          found.push(...(await axeViolations(page)).map((v) => `${cookies.theme}-${cookies.locale} ${path}: ${v}`));
        }
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 240_000);
});
