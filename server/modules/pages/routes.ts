import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { landingTypeParams, pageListQuery, pageMessages, type LandingPage, type MarketplaceStat, type Page } from '../../../contract/pages';
import type { Database } from '../../db/client';
import { landingPages, orders, pages, shops, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { I18nService } from '../i18n/service';
import { pickTranslation } from '../i18n/pick-translation';

/**
 * Static pages, landing and statistics (contract §2.22 PG1, PG2, PG4–PG7). Page descriptions are
 * operator HTML kept as given: they leave here only inside JSON strings (never as a document of
 * their own), and the storefront sanitises them when it renders them (ServerHtml, decision 0005).
 * All public, server-rendered without a token.
 */

type PageType = Page['type'];
type PageRow = typeof pages.$inferSelect & { translations: Array<{ locale: string; title: string; description: string | null }> };
type Ctx = { lang: string; fallbackLocale: string; imageUrl: (p: string | null) => string | null };

function toPage(row: PageRow, ctx: Ctx): Page {
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  return {
    id: row.id,
    type: row.type,
    img: ctx.imageUrl(row.img),
    translation: t ? { locale: t.locale, title: t.title, description: t.description } : null,
    buttons: row.buttons ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

const pageOrder = [asc(pages.position), asc(pages.id)];
const ABOUT_TYPES: PageType[] = ['about', 'about_section'];

export function pageRoutes(db: Database, i18n: I18nService) {
  const context = async (c: Context<AppEnv>): Promise<Ctx> => ({
    lang: c.var.lang,
    fallbackLocale: await i18n.defaultLocale(),
    imageUrl: c.var.imageUrl,
  });

  /** The first active page of a type, or 404. */
  const single = (type: PageType) => async (c: Context<AppEnv>) => {
    const row = await db.query.pages.findFirst({ where: and(eq(pages.type, type), eq(pages.active, true)), orderBy: pageOrder, with: { translations: true } });
    if (!row) throw notFound(pageMessages.notFound);
    return ok(c, toPage(row, await context(c)), 'publicData');
  };

  return new Hono<AppEnv>()
    .get('/rest/pages/delivery', single('delivery'))
    .get('/rest/policy', single('privacy'))
    .get('/rest/term', single('terms'))
    .get('/rest/pages/paginate', async (c) => {
      const q = readQuery(c, pageListQuery);
      const types = q.type === 'all_about' ? ABOUT_TYPES : [q.type];
      const where = and(eq(pages.active, true), inArray(pages.type, types));
      const [rows, totals] = await Promise.all([
        db.query.pages.findMany({ where, orderBy: pageOrder, limit: q.perPage, offset: (q.page - 1) * q.perPage, with: { translations: true } }),
        db.select({ value: count() }).from(pages).where(where),
      ]);
      const ctx = await context(c);
      return paginated(c, rows.map((row) => toPage(row, ctx)), { page: q.page, perPage: q.perPage, total: totals[0]?.value ?? 0 });
    })
    .get('/rest/landing-pages/:type', async (c) => {
      const { type } = readParams(c, landingTypeParams);
      const [row] = await db.select().from(landingPages).where(and(eq(landingPages.type, type), eq(landingPages.active, true))).limit(1);
      if (!row) throw notFound(pageMessages.notFound);
      const data: LandingPage = {
        id: row.id,
        type: row.type,
        data: {
          img: c.var.imageUrl(row.img),
          title: row.data.title,
          description: row.data.description,
          features: row.data.features.map((f) => ({ img: c.var.imageUrl(f.img), title: f.title, description: f.description })),
        },
      };
      return ok(c, data, 'publicData');
    })
    .get('/rest/stat', async (c) => {
      const [[u], [o], [s]] = await Promise.all([
        db.select({ value: count() }).from(users).where(and(eq(users.active, true), eq(users.signupPending, false))),
        db.select({ value: count() }).from(orders).where(eq(orders.status, 'delivered')),
        db.select({ value: count() }).from(shops).where(eq(shops.status, 'approved')),
      ]);
      const data: MarketplaceStat = { users: u?.value ?? 0, orders: o?.value ?? 0, shops: s?.value ?? 0 };
      return ok(c, data, 'publicData');
    });
}
