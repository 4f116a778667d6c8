import * as s from '../../schema';
import { blogs, html } from '../data/content-blog';
import { careers, faqs, landing, landingData, pages, referral } from '../data/content-help';
import { ads, banners, type PromoDef } from '../data/content-marketing';
import { nutrients, RECIPE_SHOP, recipes } from '../data/recipes';
import { addDays, demoUuid } from '../geo';
import { art, type StoryModel } from '../model';
import type { BaseIds } from './base';
import { insertAll, insertReturning, must, perLocale, titleRows, zipIds, type Tx } from './common';
import type { ShopIds } from './shops';

const list = (items: readonly string[], ordered = false): string =>
  `<${ordered ? 'ol' : 'ul'}>${items.map((item) => `<li>${item}</li>`).join('')}</${ordered ? 'ol' : 'ul'}>`;

export async function insertContent(tx: Tx, base: BaseIds, ids: ShopIds, stories: readonly StoryModel[], now: Date): Promise<void> {
  await insertPromos(tx, ids, 'banner', banners, art.banner);
  await insertPromos(tx, ids, 'ad', ads, art.ad);

  await insertAll(stories.map((story) => ({
    shopId: must(ids.shops, story.shop, 'shop'),
    productId: story.product ? must(ids.products, `${story.shop}/${story.product}`, 'product') : null,
    img: story.image.path, createdAt: story.createdAt, updatedAt: story.createdAt,
  })), (slice) => tx.insert(s.stories).values(slice));

  const blogIds = await insertReturning(blogs, (slice) => tx.insert(s.blogs).values(slice.map((blog) => {
    const at = addDays(now, -blog.daysAgo);
    return { uuid: demoUuid('blog', blog.key), type: blog.type, img: art.blog(blog).path, publishedAt: at, createdAt: at, updatedAt: at };
  })).returning({ id: s.blogs.id }));
  await insertAll(zipIds(blogs, blogIds).flatMap(([blog, blogId]) => perLocale((locale) => ({
    blogId, locale, title: blog.title[locale], shortDesc: blog.shortDesc[locale], description: html(blog.body[locale]),
  }))), (slice) => tx.insert(s.blogTranslations).values(slice));

  const faqIds = await tx.insert(s.faqs).values(faqs.map((_, position) => ({ uuid: demoUuid('faq', String(position)), position })))
    .returning({ id: s.faqs.id });
  await tx.insert(s.faqTranslations).values(zipIds(faqs, faqIds).flatMap(([faq, faqId]) => perLocale((locale) => ({
    faqId, locale, question: faq.question[locale], answer: faq.answer[locale],
  }))));

  const careerIds = await tx.insert(s.careers).values(careers.map((career) => ({ categoryId: must(base.careerCategories, career.category, 'career category') })))
    .returning({ id: s.careers.id });
  await tx.insert(s.careerTranslations).values(zipIds(careers, careerIds).flatMap(([career, careerId]) => perLocale((locale) => ({
    careerId, locale, title: career.title[locale], description: career.description[locale], address: career.address[locale],
  }))));

  const pageIds = await tx.insert(s.pages).values(pages.map((page, position) => ({
    type: page.type, img: page.image ? art.page(page.image).path : null, buttons: page.buttons ? { ...page.buttons } : null, position,
  }))).returning({ id: s.pages.id });
  await tx.insert(s.pageTranslations).values(zipIds(pages, pageIds).flatMap(([page, pageId]) => titleRows('pageId', pageId, page.title, page.description)));

  await tx.insert(s.landingPages).values({
    type: landing.type, img: art.page(landing.image).path, data: landingData((image) => art.page(image).path),
  });

  await insertRecipes(tx, base, ids);

  const [ref] = await tx.insert(s.referrals).values({
    img: art.referral().path, priceFrom: referral.priceFrom.toFixed(2), priceTo: referral.priceTo.toFixed(2), expiredAt: addDays(now, 365),
  }).returning({ id: s.referrals.id });
  if (!ref) throw new Error('Referral insert returned nothing');
  await tx.insert(s.referralTranslations).values(perLocale((locale) => ({
    referralId: ref.id, locale, title: referral.title[locale], description: referral.description[locale], faq: referral.faq[locale],
  })));
}

async function insertPromos(tx: Tx, ids: ShopIds, type: 'banner' | 'ad', defs: readonly PromoDef[], image: (def: PromoDef) => { path: string }) {
  const promoIds = await tx.insert(s.banners).values(defs.map((def, position) => ({ type, img: image(def).path, clickable: true, position })))
    .returning({ id: s.banners.id });
  const pairs = zipIds(defs, promoIds);
  await tx.insert(s.bannerTranslations).values(pairs.flatMap(([def, bannerId]) => perLocale((locale) => ({
    bannerId, locale, title: def.title[locale], description: def.description[locale], buttonText: def.button[locale],
  }))));
  await tx.insert(s.bannersToShops).values(pairs.flatMap(([def, bannerId]) => def.shops.map((slug) => ({ bannerId, shopId: must(ids.shops, slug, 'shop') }))));
}

async function insertRecipes(tx: Tx, base: BaseIds, ids: ShopIds) {
  const shopId = must(ids.shops, RECIPE_SHOP, 'recipe shop');
  const recipeIds = await tx.insert(s.recipes).values(recipes.map((recipe) => ({
    shopId, categoryId: must(base.recipeCategories, recipe.category, 'recipe category'),
    img: art.recipe(recipe).path, bgImg: art.recipeHero(recipe).path,
    activeTime: recipe.activeTime, totalTime: recipe.totalTime, calories: recipe.calories, servings: recipe.servings,
    discountPrice: recipe.discount.toFixed(2),
  }))).returning({ id: s.recipes.id });
  const pairs = zipIds(recipes, recipeIds);
  await tx.insert(s.recipeTranslations).values(pairs.flatMap(([recipe, recipeId]) => perLocale((locale) => ({
    recipeId, locale, title: recipe.title[locale], description: recipe.description[locale],
    ingredient: list(recipe.ingredients[locale]), instruction: list(recipe.instructions[locale], true),
  }))));
  // A recipe ingredient is the product's first stock (its base variant).
  await tx.insert(s.recipeStocks).values(pairs.flatMap(([recipe, recipeId]) => recipe.stocks.map(([key, minQuantity]) => {
    const [stockId] = must(ids.stocks, `${RECIPE_SHOP}/${key}`, 'recipe ingredient');
    if (stockId === undefined) throw new Error(`No stock for ${key}`);
    return { recipeId, stockId, minQuantity };
  })));
  const nutritionRows = pairs.flatMap(([recipe, recipeId]) => recipe.nutrition.map(([nutrient, weight, percentage]) => ({ recipeId, nutrient, weight, percentage })));
  const nutritionIds = await tx.insert(s.recipeNutritions).values(nutritionRows.map(({ recipeId, weight, percentage }) => ({ recipeId, weight, percentage })))
    .returning({ id: s.recipeNutritions.id });
  await tx.insert(s.recipeNutritionTranslations).values(zipIds(nutritionRows, nutritionIds)
    .flatMap(([row, recipeNutritionId]) => titleRows('recipeNutritionId', recipeNutritionId, nutrients[row.nutrient])));
}
