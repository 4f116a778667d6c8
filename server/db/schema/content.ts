import {
  boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
  uuid, varchar,
} from 'drizzle-orm/pg-core';
import { money, timestamps, translationColumns } from './columns';
import { categories, products, stocks } from './catalog';
import { shops } from './shops';

/** Banners on the home page and paid ads (`rest/banners-ads`) share one shape. */
export const bannerType = pgEnum('banner_type', ['banner', 'ad']);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    type: bannerType('type').notNull(),
    img: text('img'),
    url: text('url'),
    clickable: boolean('clickable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('banners_type_active_idx').on(t.type, t.active, t.position)],
);

export const bannerTranslations = pgTable(
  'banner_translations',
  {
    ...translationColumns(),
    bannerId: integer('banner_id').notNull().references(() => banners.id, { onDelete: 'cascade' }),
    buttonText: text('button_text'),
  },
  (t) => [uniqueIndex('banner_translations_banner_locale_idx').on(t.bannerId, t.locale)],
);

export const bannersToShops = pgTable(
  'banners_to_shops',
  {
    bannerId: integer('banner_id').notNull().references(() => banners.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.shopId] }), index('banners_to_shops_shop_idx').on(t.shopId)],
);

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    img: text('img').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('stories_shop_active_idx').on(t.shopId, t.active, t.createdAt)],
);

export const blogType = pgEnum('blog_type', ['blog', 'notification']);

/** Blog posts and news items (`type=notification` are the news opened by `/?news=`). */
export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    type: blogType('type').notNull().default('blog'),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [index('blogs_type_active_published_idx').on(t.type, t.active, t.publishedAt)],
);

export const blogTranslations = pgTable(
  'blog_translations',
  {
    ...translationColumns(),
    blogId: integer('blog_id').notNull().references(() => blogs.id, { onDelete: 'cascade' }),
    shortDesc: text('short_desc'),
  },
  (t) => [uniqueIndex('blog_translations_blog_locale_idx').on(t.blogId, t.locale)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    type: varchar('type', { length: 32 }).notNull().default('web'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('faqs_active_position_idx').on(t.active, t.position)],
);

export const faqTranslations = pgTable(
  'faq_translations',
  {
    id: serial('id').primaryKey(),
    faqId: integer('faq_id').notNull().references(() => faqs.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [uniqueIndex('faq_translations_faq_locale_idx').on(t.faqId, t.locale)],
);

export const careers = pgTable(
  'careers',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('careers_active_idx').on(t.active, t.categoryId)],
);

export const careerTranslations = pgTable(
  'career_translations',
  {
    ...translationColumns(),
    careerId: integer('career_id').notNull().references(() => careers.id, { onDelete: 'cascade' }),
    address: text('address'),
  },
  (t) => [uniqueIndex('career_translations_career_locale_idx').on(t.careerId, t.locale)],
);

/** Static pages: about (and its app sections), become-a-courier, privacy policy, terms. */
export const pageType = pgEnum('page_type', ['about', 'about_section', 'delivery', 'privacy', 'terms']);

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    type: pageType('type').notNull(),
    img: text('img'),
    /** `{app_store_button_link, google_play_button_link}` for app sections. */
    buttons: jsonb('buttons').$type<Record<string, string>>(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('pages_type_active_idx').on(t.type, t.active)],
);

export const pageTranslations = pgTable(
  'page_translations',
  {
    ...translationColumns(),
    pageId: integer('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('page_translations_page_locale_idx').on(t.pageId, t.locale)],
);

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    img: text('img'),
    bgImg: text('bg_img'),
    activeTime: integer('active_time').notNull().default(0),
    totalTime: integer('total_time').notNull().default(0),
    calories: integer('calories').notNull().default(0),
    servings: integer('servings').notNull().default(1),
    /** Discount for ordering every ingredient at once, base currency. */
    discountPrice: money('discount_price').notNull().default('0'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('recipes_shop_category_idx').on(t.shopId, t.categoryId, t.active)],
);

export const recipeTranslations = pgTable(
  'recipe_translations',
  {
    ...translationColumns(),
    recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
    /** HTML lists. */
    ingredient: text('ingredient'),
    instruction: text('instruction'),
  },
  (t) => [uniqueIndex('recipe_translations_recipe_locale_idx').on(t.recipeId, t.locale)],
);

export const recipeStocks = pgTable(
  'recipe_stocks',
  {
    recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.stockId] })],
);

export const recipeNutritions = pgTable(
  'recipe_nutritions',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id').notNull().references(() => recipes.id, { onDelete: 'cascade' }),
    weight: varchar('weight', { length: 32 }).notNull(),
    percentage: integer('percentage').notNull().default(0),
  },
  (t) => [index('recipe_nutritions_recipe_idx').on(t.recipeId)],
);

export const recipeNutritionTranslations = pgTable(
  'recipe_nutrition_translations',
  {
    ...translationColumns(),
    recipeNutritionId: integer('recipe_nutrition_id').notNull().references(() => recipeNutritions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('recipe_nutrition_translations_locale_idx').on(t.recipeNutritionId, t.locale)],
);

/** Locale-keyed texts of a landing page (PG6 reads `title[<locale>]`). */
export type LocaleTexts = Record<string, string>;
export type LandingData = {
  title: LocaleTexts;
  description: LocaleTexts;
  /** `img` is a stored image path (the contract's clients play it as a video source). */
  features: Array<{ img: string | null; title: LocaleTexts; description: LocaleTexts }>;
};

/** Landing pages (`rest/landing-pages/{type}`, PG6): texts keyed by locale, as the contract reads them. */
export const landingPages = pgTable('landing_pages', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 32 }).notNull().unique(),
  img: text('img'),
  data: jsonb('data').$type<LandingData>().notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});

/** The referral programme's terms (`rest/referral`). */
export const referrals = pgTable('referrals', {
  id: serial('id').primaryKey(),
  img: text('img'),
  priceFrom: money('price_from').notNull().default('0'),
  priceTo: money('price_to').notNull().default('0'),
  active: boolean('active').notNull().default(true),
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  ...timestamps(),
});

export const referralTranslations = pgTable(
  'referral_translations',
  {
    ...translationColumns(),
    referralId: integer('referral_id').notNull().references(() => referrals.id, { onDelete: 'cascade' }),
    /** Terms page HTML. */
    faq: text('faq'),
  },
  (t) => [uniqueIndex('referral_translations_referral_locale_idx').on(t.referralId, t.locale)],
);
