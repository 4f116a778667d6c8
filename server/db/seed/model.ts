import { bookingShopDefs, parcelTypeDefs, type ParcelTypeDef, type SectionDef } from './data/parcels-booking';
import type { LatLng } from '../schema/columns';
import { rng } from './art/svg';
import { variantSpecs, type ExtraGroupKey } from './data/base';
import { blogs, type BlogDef } from './data/content-blog';
import { landing, pages, type PageDef } from './data/content-help';
import { ads, banners, stories, type PromoDef } from './data/content-marketing';
import { RECIPE_SHOP, recipes, type RecipeDef } from './data/recipes';
import { restaurants } from './data/shops-restaurants';
import { stores } from './data/shops-stores';
import {
  brands, productCategories, recipeCategories, shopCategories, shopTags,
  type BrandKey, type ProductCategoryKey, type RecipeCategoryKey, type ShopCategoryKey, type ShopTagKey,
} from './data/taxonomy';
import type { ProductDef, ShopDef } from './data/types';
import {
  addDays, bogotaDate, bogotaWeekday, contains, DEFAULT_POINT, demoUuid, distanceKm, WEEK_DAYS, zonePolygon, zoneRadiusKm,
  type WeekDay,
} from './geo';
import { pic, SIZES, type DemoImage } from './pictures';

/**
 * The demo marketplace expanded from the data files into row-shaped plain objects: stocks per
 * variant, zones, hours, dates (from `now`) and every picture reference. The seeder inserts this
 * model and `images.ts` renders the pictures it references, so both always agree.
 */

export const DEMO_SHOPS: readonly ShopDef[] = [...restaurants, ...stores];

const kebab = (text: string): string => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Product tiles come in four colour variants (unless a product pins its `look`); neighbours in a grid get different ones. */
const TILE_VARIANTS = 4;

export type StockModel = { price: string; quantity: number; sku: string; extras: ReadonlyArray<{ group: ExtraGroupKey; value: string }> };

export type ProductModel = {
  key: string;
  uuid: string;
  def: ProductDef;
  category: ProductCategoryKey;
  addon: boolean;
  image: DemoImage;
  stocks: StockModel[];
};

export type ShopModel = {
  def: ShopDef;
  uuid: string;
  logo: DemoImage;
  cover: DemoImage;
  createdAt: Date;
  zone: LatLng[];
  workingDays: ReadonlyArray<{ day: WeekDay; from: string; to: string; disabled: boolean }>;
  closedDates: readonly string[];
  /** Main products first, then the shop's addon products. */
  products: ProductModel[];
  /** [main product key, addon product key]: every stock of the main product offers the addon. */
  addonLinks: ReadonlyArray<readonly [string, string]>;
  discount?: { type: 'fix' | 'percent'; price: string; start: string; end: string; products: readonly string[] };
};

const money = (value: number): string => value.toFixed(2);

function stocksFor(shop: ShopDef, def: ProductDef, soldOut: boolean): StockModel[] {
  const random = rng(`${shop.slug}:${def.key}`);
  const quantity = () => (soldOut ? 0 : 15 + Math.floor(random() * 185));
  const sku = (suffix: string) => `${shop.slug.slice(0, 12)}-${def.key}${suffix}`.slice(0, 64).toUpperCase();
  if (!def.variants) return [{ price: money(def.price), quantity: quantity(), sku: sku(''), extras: [] }];
  // One stock per combination of options, in group order (`stock_extras.position`).
  let combos: Array<{ delta: number; extras: Array<{ group: ExtraGroupKey; value: string }> }> = [{ delta: 0, extras: [] }];
  for (const level of variantSpecs[def.variants]) {
    combos = combos.flatMap((combo) => level.options.map(([value, delta]) => ({
      delta: combo.delta + delta,
      extras: [...combo.extras, { group: level.group, value }],
    })));
  }
  return combos.map((combo, i) => ({ price: money(def.price + combo.delta), quantity: quantity(), sku: sku(`-${i + 1}`), extras: combo.extras }));
}

function hoursFor(shop: ShopDef, now: Date): ShopModel['workingDays'] {
  const today = bogotaWeekday(now);
  const spans: Partial<Record<WeekDay, readonly [string, string]>> = { friday: shop.hours.fri, saturday: shop.hours.sat, sunday: shop.hours.sun };
  return WEEK_DAYS.map((day) => {
    const [from, to] = spans[day] ?? shop.hours.week;
    return { day, from, to, disabled: shop.closedToday === true && day === today };
  });
}

export function buildShops(now: Date): ShopModel[] {
  return DEMO_SHOPS.map((shop, shopIndex) => {
    const soldOut = new Set(shop.outOfStock ?? []);
    const products: ProductModel[] = [];
    shop.menu.forEach((section, sectionIndex) => {
      section.items.forEach((def, itemIndex) => {
        const variant = def.look ?? (shopIndex + sectionIndex * 2 + itemIndex) % TILE_VARIANTS;
        products.push({
          key: def.key, uuid: demoUuid('product', `${shop.slug}/${def.key}`), def, category: section.category, addon: false,
          image: pic.product(def.motif, variant), stocks: stocksFor(shop, def, soldOut.has(def.key)),
        });
      });
    });
    const addonLinks: Array<readonly [string, string]> = [];
    if (shop.addons) {
      const offeredWith = products.filter((product) => shop.addons?.for.includes(product.category));
      for (const def of shop.addons.items) {
        products.push({
          key: def.key, uuid: demoUuid('product', `${shop.slug}/${def.key}`), def, category: 'extras', addon: true,
          image: pic.product(def.motif, def.look ?? shopIndex % TILE_VARIANTS), stocks: stocksFor(shop, def, false),
        });
        for (const main of offeredWith) addonLinks.push([main.key, def.key]);
      }
    }
    const keys = new Set(products.map((product) => product.key));
    if (keys.size !== products.length) throw new Error(`Duplicate product key in ${shop.slug}`);
    for (const key of [...soldOut, ...(shop.discount?.products ?? [])]) {
      if (!keys.has(key)) throw new Error(`${shop.slug}: unknown product ${key}`);
    }

    const center = { latitude: shop.lat, longitude: shop.lng };
    const sides = 5 + (shopIndex % 4);
    const zone = zonePolygon(center, zoneRadiusKm(center, sides), sides, rng(`zone:${shop.slug}`));
    // Self-check: city shops must reach the default point, the out-of-town one must not.
    if (contains(zone, DEFAULT_POINT) !== distanceKm(center, DEFAULT_POINT) <= 8) throw new Error(`${shop.slug}: zone check failed`);

    return {
      def: shop,
      uuid: demoUuid('shop', shop.slug),
      logo: pic.logo(shop.slug, shop.motif, shop.hue),
      cover: pic.scene('shops', `${shop.slug}-cover`, SIZES.cover, shop.scene, shop.hue),
      createdAt: addDays(now, -shop.ageDays),
      zone,
      workingDays: hoursFor(shop, now),
      closedDates: (shop.closedDays ?? []).map((offset) => bogotaDate(addDays(now, offset))),
      products,
      addonLinks,
      ...(shop.discount && {
        discount: {
          type: shop.discount.type, price: money(shop.discount.value), products: shop.discount.products,
          start: bogotaDate(addDays(now, -10)), end: bogotaDate(addDays(now, 60)),
        },
      }),
    };
  });
}

/** Slugs of the shops with special states, derived from the data (tests and docs use these). */
export const SPECIAL_SHOPS = {
  closedToday: DEMO_SHOPS.filter((shop) => shop.closedToday).map((shop) => shop.slug),
  closedDates: DEMO_SHOPS.filter((shop) => shop.closedDays?.length).map((shop) => shop.slug),
  outsideZone: DEMO_SHOPS.filter((shop) => distanceKm({ latitude: shop.lat, longitude: shop.lng }, DEFAULT_POINT) > 8).map((shop) => shop.slug),
};

/** Pictures of everything that is not a shop or product. */
export const art = {
  productCategory: (key: ProductCategoryKey) => pic.icon('categories/products', kebab(key), productCategories[key].motif, productCategories[key].hue),
  shopCategory: (key: ShopCategoryKey) => pic.icon('categories/shops', kebab(key), shopCategories[key].motif, shopCategories[key].hue),
  recipeCategory: (key: RecipeCategoryKey) => pic.icon('categories/recipes', kebab(key), recipeCategories[key].motif, recipeCategories[key].hue),
  tag: (key: ShopTagKey) => pic.icon('tags', kebab(key), shopTags[key].motif, shopTags[key].hue),
  brand: (key: BrandKey) => pic.brand(kebab(key), brands[key].motif, brands[key].hue, brands[key].shape),
  banner: (def: PromoDef) => pic.scene('banners', def.key, SIZES.banner, def.motifs, def.hue, 'right'),
  ad: (def: PromoDef) => pic.scene('ads', def.key, SIZES.ad, def.motifs, def.hue, 'center'),
  blog: (def: BlogDef) => pic.scene('blogs', def.key, SIZES.blog, def.motifs, def.hue, 'center'),
  recipe: (def: RecipeDef) => pic.scene('recipes', def.key, SIZES.recipe, def.motifs, def.hue, 'center'),
  recipeHero: (def: RecipeDef) => pic.scene('recipes', `${def.key}-hero`, SIZES.recipeHero, def.motifs, def.hue, 'right'),
  page: (image: NonNullable<PageDef['image']>) => pic.scene('pages', image.name, SIZES.page, image.motifs, image.hue, 'center'),
  referral: () => pic.scene('pages', 'referral', SIZES.page, ['gift', 'coins', 'heart'], 45, 'center'),
  parcelType: (def: ParcelTypeDef) => pic.icon('parcels', def.tag, def.motif, def.hue),
  section: (shop: string, def: SectionDef) => pic.scene('sections', `${shop}-${def.key}`, SIZES.recipe, def.motifs, def.hue, 'center'),
};

export type StoryModel = { shop: string; product?: string; createdAt: Date; image: DemoImage };

/** Stories with their pictures: the product's motif in front of the shop's scene. */
export function buildStories(shops: readonly ShopModel[], now: Date): StoryModel[] {
  const seen = new Map<string, number>();
  return stories.map((story) => {
    const shop = shops.find((candidate) => candidate.def.slug === story.shop);
    if (!shop) throw new Error(`Story for unknown shop ${story.shop}`);
    const product = story.product ? shop.products.find((candidate) => candidate.key === story.product) : undefined;
    if (story.product && !product) throw new Error(`Story for unknown product ${story.shop}/${story.product}`);
    const index = (seen.get(story.shop) ?? 0) + 1;
    seen.set(story.shop, index);
    const motifs = product ? [product.def.motif, ...shop.def.scene] : shop.def.scene;
    return {
      shop: story.shop,
      ...(story.product ? { product: story.product } : {}),
      createdAt: new Date(now.getTime() - story.hoursAgo * 60 * 60 * 1000),
      image: pic.scene('stories', `${story.shop}-${index}`, SIZES.story, motifs, shop.def.hue, 'center'),
    };
  });
}

/** Recipe ingredients must be products of the recipe shop; checked here rather than at insert time. */
export function recipeShop(shops: readonly ShopModel[]): ShopModel {
  const shop = shops.find((candidate) => candidate.def.slug === RECIPE_SHOP);
  if (!shop) throw new Error(`Recipe shop ${RECIPE_SHOP} missing`);
  for (const recipe of recipes) {
    for (const [key] of recipe.stocks) {
      if (!shop.products.some((product) => product.key === key)) throw new Error(`Recipe ${recipe.key}: ${key} not sold by ${RECIPE_SHOP}`);
    }
  }
  return shop;
}

/** Every picture the demo references, once each (the date only moves timestamps, not pictures). */
export function collectDemoImages(): DemoImage[] {
  const shops = buildShops(new Date(0));
  const all: DemoImage[] = [
    ...shops.flatMap((shop) => [shop.logo, shop.cover, ...shop.products.map((product) => product.image)]),
    ...buildStories(shops, new Date(0)).map((story) => story.image),
    ...(Object.keys(productCategories) as ProductCategoryKey[]).map(art.productCategory),
    ...(Object.keys(shopCategories) as ShopCategoryKey[]).map(art.shopCategory),
    ...(Object.keys(recipeCategories) as RecipeCategoryKey[]).map(art.recipeCategory),
    ...(Object.keys(shopTags) as ShopTagKey[]).map(art.tag),
    ...(Object.keys(brands) as BrandKey[]).map(art.brand),
    ...banners.map(art.banner),
    ...ads.map(art.ad),
    ...blogs.map(art.blog),
    ...recipes.flatMap((recipe) => [art.recipe(recipe), art.recipeHero(recipe)]),
    ...pages.flatMap((page) => (page.image ? [art.page(page.image)] : [])),
    art.page(landing.image),
    ...landing.features.map((f) => art.page(f.image)),
    art.referral(),
    ...parcelTypeDefs.map(art.parcelType),
    ...bookingShopDefs.flatMap((b) => b.sections.map((section) => art.section(b.shop, section))),
  ];
  return [...new Map(all.map((image) => [image.path, image])).values()];
}
