import { and, asc, count, eq, exists, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, bannersToShops, bannerTranslations, shops, shopTranslations } from '../../db/schema';
import { shopDeliversTo, type Point } from './delivers-to';

export type BannerKind = 'banner' | 'ad';
type Page = { page: number; perPage: number };

/** Shops linked to a banner that the public may see (approved ones), optionally narrowed. */
function approvedShopLinks(db: Database, bannerId: number | typeof banners.id, narrow?: SQL) {
  return db
    .select({ shopId: bannersToShops.shopId })
    .from(bannersToShops)
    .innerJoin(shops, eq(shops.id, bannersToShops.shopId))
    .where(and(eq(bannersToShops.bannerId, bannerId), eq(shops.status, 'approved'), narrow));
}

/** Every banner column plus `shop_id`: the first linked approved shop (by id), or null. */
function bannerColumns(db: Database) {
  const first = db
    .select({ value: min(bannersToShops.shopId) })
    .from(bannersToShops)
    .innerJoin(shops, eq(shops.id, bannersToShops.shopId))
    .where(and(eq(bannersToShops.bannerId, banners.id), eq(shops.status, 'approved')));
  return { banner: banners, shopId: sql<number | null>`(${first})`.mapWith(Number) };
}

async function withTranslations<R extends { banner: typeof banners.$inferSelect }>(db: Database, rows: R[]) {
  const ids = rows.map((r) => r.banner.id);
  const translations = ids.length
    ? await db.select().from(bannerTranslations).where(inArray(bannerTranslations.bannerId, ids))
    : [];
  return rows.map((r) => ({ ...r, translations: translations.filter((t) => t.bannerId === r.banner.id) }));
}

/**
 * One page of active banners (or ads) in carousel order. With a point, only promotions with at
 * least one approved shop delivering there: a visitor should not be sent to shops that cannot
 * serve them.
 */
export async function findBannerPage(db: Database, kind: BannerKind, page: Page, point?: Point) {
  const where = and(
    eq(banners.type, kind),
    eq(banners.active, true),
    point ? exists(approvedShopLinks(db, banners.id, shopDeliversTo(shops.id, point))) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(bannerColumns(db))
      .from(banners)
      .where(where)
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ value: count() }).from(banners).where(where),
  ]);
  return { rows: await withTranslations(db, rows), total: totals[0]?.value ?? 0 };
}

/** One active banner (or ad) by id, or undefined. */
export async function findBanner(db: Database, kind: BannerKind, id: number) {
  const rows = await db
    .select(bannerColumns(db))
    .from(banners)
    .where(and(eq(banners.id, id), eq(banners.type, kind), eq(banners.active, true)));
  return (await withTranslations(db, rows))[0];
}

/**
 * One page of the banner's approved shops as shop-card rows (translations in the wanted
 * locales), and how many there are in all.
 */
export async function findBannerShopPage(db: Database, bannerId: number, page: Page, locales: string[]) {
  const where = inArray(shops.id, approvedShopLinks(db, bannerId));
  const [rows, totals] = await Promise.all([
    db.query.shops.findMany({
      where,
      orderBy: [asc(shops.id)],
      limit: page.perPage,
      offset: (page.page - 1) * page.perPage,
      with: { translations: { where: inArray(shopTranslations.locale, locales) } },
    }),
    db.select({ value: count() }).from(shops).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}
