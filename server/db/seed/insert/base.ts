import * as s from '../../schema';
import { currencies, extraGroups, languages, notificationSettingTypes, settings, units } from '../data/base';
import {
  brands, careerCategories, productCategories, recipeCategories, shopCategories, shopTags,
  type BrandKey, type CareerCategoryKey, type CategoryDef, type ProductCategoryKey, type RecipeCategoryKey,
  type ShopCategoryKey, type ShopTagKey,
} from '../data/taxonomy';
import type { UnitKey } from '../data/types';
import { uiStrings } from '../data/ui-strings';
import { demoUuid } from '../geo';
import { art } from '../model';
import type { DemoImage } from '../pictures';
import { insertAll, insertReturning, perLocale, titleRows, zipIds, type Tx } from './common';

/** Ids of the reference rows that shops, products and content point at. */
export type BaseIds = {
  units: Map<UnitKey, number>;
  /** `${group}:${value}` → extra value id. */
  extraValues: Map<string, number>;
  brands: Map<BrandKey, number>;
  productCategories: Map<ProductCategoryKey, number>;
  shopCategories: Map<ShopCategoryKey, number>;
  recipeCategories: Map<RecipeCategoryKey, number>;
  careerCategories: Map<CareerCategoryKey, number>;
  tags: Map<ShopTagKey, number>;
};

const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>): K[] => Object.keys(record) as K[];

/** Every bundled interface string as `translations` rows, for all seeded locales. */
export const uiStringRows = () =>
  perLocale((locale) => Object.entries(uiStrings[locale]).map(([key, value]) => ({ locale, key, value }))).flat();

export async function insertBase(tx: Tx): Promise<BaseIds> {
  await tx.insert(s.languages).values(languages.map((lang, position) => ({ ...lang, position })));
  await tx.insert(s.currencies).values(currencies.map((currency) => ({ ...currency })));
  await tx.insert(s.settings).values(Object.entries(settings).map(([key, value]) => ({ key, value })));
  await insertAll(uiStringRows(), (slice) => tx.insert(s.translations).values(slice));
  // Migration 0007 already put these into a fresh database; a re-seed after clearing needs them again.
  await tx.insert(s.notificationSettings).values(notificationSettingTypes.map((type) => ({ type }))).onConflictDoNothing();

  const unitKeys = keysOf(units);
  const unitIds = await tx.insert(s.units).values(unitKeys.map(() => ({ active: true }))).returning({ id: s.units.id });
  const unitMap = new Map(zipIds(unitKeys, unitIds));
  await tx.insert(s.unitTranslations).values([...unitMap].flatMap(([key, id]) => titleRows('unitId', id, units[key])));

  const groupKeys = keysOf(extraGroups);
  const groupIds = await tx.insert(s.extraGroups).values(groupKeys.map(() => ({ type: 'text' as const }))).returning({ id: s.extraGroups.id });
  const groups = zipIds(groupKeys, groupIds);
  await tx.insert(s.extraGroupTranslations).values(groups.flatMap(([key, id]) => titleRows('extraGroupId', id, extraGroups[key].title)));
  const values = groups.flatMap(([key, id]) => extraGroups[key].values.map((text) => ({ key: `${key}:${text.en}`, extraGroupId: id, text })));
  const valueIds = await tx.insert(s.extraValues).values(values.map(({ extraGroupId, text }) => ({ extraGroupId, value: text.en }))).returning({ id: s.extraValues.id });
  await tx.insert(s.extraValueTranslations).values(zipIds(values, valueIds).flatMap(([{ text }, extraValueId]) =>
    perLocale((locale) => ({ extraValueId, locale, value: text[locale] }))));

  const brandKeys = keysOf(brands);
  const brandIds = await tx.insert(s.brands).values(brandKeys.map((key) => ({
    uuid: demoUuid('brand', key), title: brands[key].title, img: art.brand(key).path,
  }))).returning({ id: s.brands.id });

  return {
    units: unitMap,
    extraValues: new Map(zipIds(values.map((v) => v.key), valueIds)),
    brands: new Map(zipIds(brandKeys, brandIds)),
    productCategories: await insertCategories(tx, 'main', productCategories, art.productCategory),
    shopCategories: await insertShopCategories(tx),
    recipeCategories: await insertCategories(tx, 'receipt', recipeCategories, art.recipeCategory),
    careerCategories: await insertCareerCategories(tx),
    tags: await insertTags(tx),
  };
}

async function insertCategories<K extends string>(
  tx: Tx, type: 'main' | 'receipt' | 'shop', defs: Readonly<Record<K, CategoryDef>>, image: (key: K) => DemoImage,
  keys: readonly K[] = keysOf(defs), parentOf: (key: K) => number | null = () => null, firstInput = 0,
): Promise<Map<K, number>> {
  const ids = await tx.insert(s.categories).values(keys.map((key, i) => ({
    uuid: demoUuid(`category-${type}`, key), type, img: image(key).path, input: firstInput + i, parentId: parentOf(key),
  }))).returning({ id: s.categories.id });
  const map = new Map(zipIds(keys, ids));
  await tx.insert(s.categoryTranslations).values([...map].flatMap(([key, id]) => titleRows('categoryId', id, defs[key].title)));
  return map;
}

/** Shop categories form a two-level tree: parents first, then children pointing at them. */
async function insertShopCategories(tx: Tx): Promise<Map<ShopCategoryKey, number>> {
  const all = keysOf(shopCategories);
  const parentKey = new Map<ShopCategoryKey, ShopCategoryKey>();
  for (const key of all) {
    const def = shopCategories[key];
    for (const child of 'children' in def ? def.children : []) {
      const childKey = all.find((candidate) => candidate === child);
      if (!childKey) throw new Error(`Unknown child category ${child}`);
      parentKey.set(childKey, key);
    }
  }
  const roots = all.filter((key) => !parentKey.has(key));
  const rootIds = await insertCategories(tx, 'shop', shopCategories, art.shopCategory, roots);
  const children = all.filter((key) => parentKey.has(key));
  const parentId = (key: ShopCategoryKey): number => {
    const parent = parentKey.get(key);
    const id = parent && rootIds.get(parent);
    if (!id) throw new Error(`No parent for ${key}`);
    return id;
  };
  const childIds = await insertCategories(tx, 'shop', shopCategories, art.shopCategory, children, parentId, roots.length);
  return new Map([...rootIds, ...childIds]);
}

async function insertCareerCategories(tx: Tx): Promise<Map<CareerCategoryKey, number>> {
  const keys = keysOf(careerCategories);
  const ids = await tx.insert(s.categories).values(keys.map((key, input) => ({ uuid: demoUuid('category-career', key), type: 'career' as const, input })))
    .returning({ id: s.categories.id });
  const map = new Map(zipIds(keys, ids));
  await tx.insert(s.categoryTranslations).values([...map].flatMap(([key, id]) => titleRows('categoryId', id, careerCategories[key])));
  return map;
}

async function insertTags(tx: Tx): Promise<Map<ShopTagKey, number>> {
  const keys = keysOf(shopTags);
  const ids = await insertReturning(keys, (slice) => tx.insert(s.shopTags).values(slice.map((key) => ({ img: art.tag(key).path }))).returning({ id: s.shopTags.id }));
  const map = new Map(zipIds(keys, ids));
  await tx.insert(s.shopTagTranslations).values([...map].flatMap(([key, id]) => titleRows('shopTagId', id, shopTags[key].title)));
  return map;
}
