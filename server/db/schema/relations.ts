import { relations } from 'drizzle-orm';
import * as cart from './cart';
import * as c from './catalog';
import * as ct from './content';
import * as s from './shops';
import * as ap from './applications';

export const shopsRelations = relations(s.shops, ({ many }) => ({
  translations: many(s.shopTranslations),
  workingDays: many(s.shopWorkingDays),
  closedDates: many(s.shopClosedDates),
  deliveryZones: many(s.shopDeliveryZones),
  tags: many(s.shopsToTags),
  categories: many(c.shopsToCategories),
  products: many(c.products),
  branches: many(s.branches),
}));
export const shopTranslationsRelations = relations(s.shopTranslations, ({ one }) => ({
  shop: one(s.shops, { fields: [s.shopTranslations.shopId], references: [s.shops.id] }),
}));
export const shopWorkingDaysRelations = relations(s.shopWorkingDays, ({ one }) => ({
  shop: one(s.shops, { fields: [s.shopWorkingDays.shopId], references: [s.shops.id] }),
}));
export const shopClosedDatesRelations = relations(s.shopClosedDates, ({ one }) => ({
  shop: one(s.shops, { fields: [s.shopClosedDates.shopId], references: [s.shops.id] }),
}));
export const shopDeliveryZonesRelations = relations(s.shopDeliveryZones, ({ one }) => ({
  shop: one(s.shops, { fields: [s.shopDeliveryZones.shopId], references: [s.shops.id] }),
}));
export const shopTagsRelations = relations(s.shopTags, ({ many }) => ({
  translations: many(s.shopTagTranslations),
  shops: many(s.shopsToTags),
}));
export const shopTagTranslationsRelations = relations(s.shopTagTranslations, ({ one }) => ({
  tag: one(s.shopTags, { fields: [s.shopTagTranslations.shopTagId], references: [s.shopTags.id] }),
}));
export const shopsToTagsRelations = relations(s.shopsToTags, ({ one }) => ({
  shop: one(s.shops, { fields: [s.shopsToTags.shopId], references: [s.shops.id] }),
  tag: one(s.shopTags, { fields: [s.shopsToTags.shopTagId], references: [s.shopTags.id] }),
}));
export const branchesRelations = relations(s.branches, ({ one, many }) => ({
  shop: one(s.shops, { fields: [s.branches.shopId], references: [s.shops.id] }),
  translations: many(s.branchTranslations),
}));
export const branchTranslationsRelations = relations(s.branchTranslations, ({ one }) => ({
  branch: one(s.branches, { fields: [s.branchTranslations.branchId], references: [s.branches.id] }),
}));

export const categoriesRelations = relations(c.categories, ({ one, many }) => ({
  parent: one(c.categories, { fields: [c.categories.parentId], references: [c.categories.id], relationName: 'children' }),
  children: many(c.categories, { relationName: 'children' }),
  translations: many(c.categoryTranslations),
  shops: many(c.shopsToCategories),
}));
export const categoryTranslationsRelations = relations(c.categoryTranslations, ({ one }) => ({
  category: one(c.categories, { fields: [c.categoryTranslations.categoryId], references: [c.categories.id] }),
}));
export const shopsToCategoriesRelations = relations(c.shopsToCategories, ({ one }) => ({
  shop: one(s.shops, { fields: [c.shopsToCategories.shopId], references: [s.shops.id] }),
  category: one(c.categories, { fields: [c.shopsToCategories.categoryId], references: [c.categories.id] }),
}));
export const unitsRelations = relations(c.units, ({ many }) => ({ translations: many(c.unitTranslations) }));
export const unitTranslationsRelations = relations(c.unitTranslations, ({ one }) => ({
  unit: one(c.units, { fields: [c.unitTranslations.unitId], references: [c.units.id] }),
}));
export const productsRelations = relations(c.products, ({ one, many }) => ({
  shop: one(s.shops, { fields: [c.products.shopId], references: [s.shops.id] }),
  category: one(c.categories, { fields: [c.products.categoryId], references: [c.categories.id] }),
  brand: one(c.brands, { fields: [c.products.brandId], references: [c.brands.id] }),
  unit: one(c.units, { fields: [c.products.unitId], references: [c.units.id] }),
  translations: many(c.productTranslations),
  stocks: many(c.stocks),
  discounts: many(c.productsToDiscounts),
}));
export const productTranslationsRelations = relations(c.productTranslations, ({ one }) => ({
  product: one(c.products, { fields: [c.productTranslations.productId], references: [c.products.id] }),
}));
export const extraGroupsRelations = relations(c.extraGroups, ({ many }) => ({
  translations: many(c.extraGroupTranslations),
  values: many(c.extraValues),
}));
export const extraGroupTranslationsRelations = relations(c.extraGroupTranslations, ({ one }) => ({
  group: one(c.extraGroups, { fields: [c.extraGroupTranslations.extraGroupId], references: [c.extraGroups.id] }),
}));
export const extraValuesRelations = relations(c.extraValues, ({ one, many }) => ({
  group: one(c.extraGroups, { fields: [c.extraValues.extraGroupId], references: [c.extraGroups.id] }),
  translations: many(c.extraValueTranslations),
}));
export const stocksRelations = relations(c.stocks, ({ one, many }) => ({
  product: one(c.products, { fields: [c.stocks.productId], references: [c.products.id] }),
  extras: many(c.stockExtras),
  addons: many(c.stockAddons),
}));
export const stockExtrasRelations = relations(c.stockExtras, ({ one }) => ({
  stock: one(c.stocks, { fields: [c.stockExtras.stockId], references: [c.stocks.id] }),
  value: one(c.extraValues, { fields: [c.stockExtras.extraValueId], references: [c.extraValues.id] }),
}));
export const stockAddonsRelations = relations(c.stockAddons, ({ one }) => ({
  stock: one(c.stocks, { fields: [c.stockAddons.stockId], references: [c.stocks.id] }),
  product: one(c.products, { fields: [c.stockAddons.addonProductId], references: [c.products.id] }),
}));
export const discountsRelations = relations(c.discounts, ({ many }) => ({ products: many(c.productsToDiscounts) }));
export const productsToDiscountsRelations = relations(c.productsToDiscounts, ({ one }) => ({
  product: one(c.products, { fields: [c.productsToDiscounts.productId], references: [c.products.id] }),
  discount: one(c.discounts, { fields: [c.productsToDiscounts.discountId], references: [c.discounts.id] }),
}));

export const bannersRelations = relations(ct.banners, ({ many }) => ({
  translations: many(ct.bannerTranslations),
  shops: many(ct.bannersToShops),
}));
export const bannerTranslationsRelations = relations(ct.bannerTranslations, ({ one }) => ({
  banner: one(ct.banners, { fields: [ct.bannerTranslations.bannerId], references: [ct.banners.id] }),
}));
export const bannersToShopsRelations = relations(ct.bannersToShops, ({ one }) => ({
  banner: one(ct.banners, { fields: [ct.bannersToShops.bannerId], references: [ct.banners.id] }),
  shop: one(s.shops, { fields: [ct.bannersToShops.shopId], references: [s.shops.id] }),
}));
export const blogsRelations = relations(ct.blogs, ({ many }) => ({ translations: many(ct.blogTranslations) }));
export const blogTranslationsRelations = relations(ct.blogTranslations, ({ one }) => ({
  blog: one(ct.blogs, { fields: [ct.blogTranslations.blogId], references: [ct.blogs.id] }),
}));
export const faqsRelations = relations(ct.faqs, ({ many }) => ({ translations: many(ct.faqTranslations) }));
export const faqTranslationsRelations = relations(ct.faqTranslations, ({ one }) => ({
  faq: one(ct.faqs, { fields: [ct.faqTranslations.faqId], references: [ct.faqs.id] }),
}));
export const careersRelations = relations(ct.careers, ({ one, many }) => ({
  category: one(c.categories, { fields: [ct.careers.categoryId], references: [c.categories.id] }),
  translations: many(ct.careerTranslations),
}));
export const careerTranslationsRelations = relations(ct.careerTranslations, ({ one }) => ({
  career: one(ct.careers, { fields: [ct.careerTranslations.careerId], references: [ct.careers.id] }),
}));
export const pagesRelations = relations(ct.pages, ({ many }) => ({ translations: many(ct.pageTranslations) }));
export const pageTranslationsRelations = relations(ct.pageTranslations, ({ one }) => ({
  page: one(ct.pages, { fields: [ct.pageTranslations.pageId], references: [ct.pages.id] }),
}));
export const recipesRelations = relations(ct.recipes, ({ one, many }) => ({
  shop: one(s.shops, { fields: [ct.recipes.shopId], references: [s.shops.id] }),
  category: one(c.categories, { fields: [ct.recipes.categoryId], references: [c.categories.id] }),
  translations: many(ct.recipeTranslations),
  stocks: many(ct.recipeStocks),
  nutritions: many(ct.recipeNutritions),
}));
export const recipeStocksRelations = relations(ct.recipeStocks, ({ one }) => ({
  recipe: one(ct.recipes, { fields: [ct.recipeStocks.recipeId], references: [ct.recipes.id] }),
  stock: one(c.stocks, { fields: [ct.recipeStocks.stockId], references: [c.stocks.id] }),
}));
export const recipeNutritionsRelations = relations(ct.recipeNutritions, ({ one, many }) => ({
  recipe: one(ct.recipes, { fields: [ct.recipeNutritions.recipeId], references: [ct.recipes.id] }),
  translations: many(ct.recipeNutritionTranslations),
}));
export const recipeNutritionTranslationsRelations = relations(ct.recipeNutritionTranslations, ({ one }) => ({
  nutrition: one(ct.recipeNutritions, { fields: [ct.recipeNutritionTranslations.recipeNutritionId], references: [ct.recipeNutritions.id] }),
}));
export const sellerRequestsRelations = relations(ap.sellerRequests, ({ one }) => ({
  shop: one(s.shops, { fields: [ap.sellerRequests.shopId], references: [s.shops.id] }),
}));
export const recipeTranslationsRelations = relations(ct.recipeTranslations, ({ one }) => ({
  recipe: one(ct.recipes, { fields: [ct.recipeTranslations.recipeId], references: [ct.recipes.id] }),
}));
export const referralsRelations = relations(ct.referrals, ({ many }) => ({ translations: many(ct.referralTranslations) }));
export const referralTranslationsRelations = relations(ct.referralTranslations, ({ one }) => ({
  referral: one(ct.referrals, { fields: [ct.referralTranslations.referralId], references: [ct.referrals.id] }),
}));

// Server cart (server/modules/cart): cart → members → lines → addon lines.
export const cartsRelations = relations(cart.carts, ({ many }) => ({ userCarts: many(cart.userCarts) }));
export const userCartsRelations = relations(cart.userCarts, ({ one, many }) => ({
  cart: one(cart.carts, { fields: [cart.userCarts.cartId], references: [cart.carts.id] }),
  details: many(cart.cartDetails),
}));
export const cartDetailsRelations = relations(cart.cartDetails, ({ one, many }) => ({
  userCart: one(cart.userCarts, { fields: [cart.cartDetails.userCartId], references: [cart.userCarts.id] }),
  stock: one(c.stocks, { fields: [cart.cartDetails.stockId], references: [c.stocks.id] }),
  parent: one(cart.cartDetails, { fields: [cart.cartDetails.parentId], references: [cart.cartDetails.id], relationName: 'addons' }),
  addons: many(cart.cartDetails, { relationName: 'addons' }),
}));
export const extraValueTranslationsRelations = relations(c.extraValueTranslations, ({ one }) => ({
  value: one(c.extraValues, { fields: [c.extraValueTranslations.extraValueId], references: [c.extraValues.id] }),
}));
