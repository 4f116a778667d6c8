import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Branch } from '../../../contract/branches';
import type { Database } from '../../db/client';
import { branches, branchTranslations, shops, shopTranslations } from '../../db/schema';
import { pickTranslation } from '../i18n/pick-translation';
import type { PageRequest } from './shop-queries';

function loadBranches(db: Database, where: SQL | undefined, locales: string[], page?: PageRequest) {
  return db.query.branches.findMany({
    where,
    orderBy: [asc(branches.shopId), asc(branches.id)],
    ...(page ? { limit: page.perPage, offset: (page.page - 1) * page.perPage } : {}),
    with: {
      translations: { where: inArray(branchTranslations.locale, locales) },
      shop: {
        columns: { id: true, uuid: true, slug: true, logoImg: true },
        with: { translations: { where: inArray(shopTranslations.locale, locales), columns: { locale: true, title: true } } },
      },
    },
  });
}
export type BranchRow = Awaited<ReturnType<typeof loadBranches>>[number];

/** Branches of approved shops only: a hidden shop's pickup points are hidden too. */
function visibleBranches(db: Database, shopId: number | undefined) {
  return and(
    inArray(branches.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.status, 'approved'))),
    shopId === undefined ? undefined : eq(branches.shopId, shopId),
  );
}

/** BR1: one page of branches, of one shop or of all. */
export async function findBranchPage(db: Database, shopId: number | undefined, locales: string[], page: PageRequest) {
  const where = visibleBranches(db, shopId);
  const [rows, totals] = await Promise.all([
    loadBranches(db, where, locales, page),
    db.select({ value: count() }).from(branches).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** BR2: one branch. */
export async function findBranch(db: Database, id: number, locales: string[]): Promise<BranchRow | null> {
  const rows = await loadBranches(db, and(visibleBranches(db, undefined), eq(branches.id, id)), locales);
  return rows[0] ?? null;
}

export function toBranch(row: BranchRow, ctx: { lang: string; fallbackLocale: string; imageUrl: (p: string | null) => string | null }): Branch {
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  const shopTitle = pickTranslation(row.shop.translations, ctx.lang, ctx.fallbackLocale);
  return {
    id: row.id,
    shop_id: row.shopId,
    translation: t ? { locale: t.locale, title: t.title, description: t.description, address: t.address } : null,
    address: { address: t?.address ?? null },
    location: { latitude: row.latitude, longitude: row.longitude },
    shop: {
      id: row.shop.id,
      uuid: row.shop.uuid,
      slug: row.shop.slug,
      logo_img: ctx.imageUrl(row.shop.logoImg),
      translation: shopTitle ? { locale: shopTitle.locale, title: shopTitle.title } : null,
    },
  };
}
