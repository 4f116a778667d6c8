import { and, asc, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { careerIdParams, careerListQuery, careerMessages, type Career, type CareerSummary } from '../../../contract/careers';
import type { Database } from '../../db/client';
import { careers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { I18nService } from '../i18n/service';
import { pickTranslation } from '../i18n/pick-translation';
import type { SettingsReader } from '../settings/routes';

/**
 * Careers (contract §2.20): CR1 open positions (by career category), CR2 one position with its
 * HTML description and how to apply (`careers_email` setting, else `email`). Public,
 * server-rendered without a token. Closed positions (`active = false`) are not found.
 */

/** The setting with the address applications go to. */
export const CAREERS_EMAIL_SETTING = 'careers_email';

const relations = {
  translations: true,
  category: { with: { translations: { columns: { locale: true, title: true } } } },
} as const;

type Ctx = { lang: string; fallbackLocale: string };

function summary(row: NonNullable<Awaited<ReturnType<typeof findCareer>>>, ctx: Ctx): CareerSummary {
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  const ct = row.category ? pickTranslation(row.category.translations, ctx.lang, ctx.fallbackLocale) : null;
  return {
    id: row.id,
    category_id: row.categoryId,
    active: row.active,
    location: t?.address ?? null,
    translation: t ? { locale: t.locale, title: t.title, address: t.address } : null,
    category: row.category ? { id: row.category.id, translation: ct ? { locale: ct.locale, title: ct.title } : null } : null,
    created_at: row.createdAt.toISOString(),
  };
}

function findCareer(db: Database, id: number) {
  return db.query.careers.findFirst({ where: and(eq(careers.active, true), eq(careers.id, id)), with: relations });
}

export function careerRoutes(db: Database, i18n: I18nService, settings: SettingsReader) {
  return new Hono<AppEnv>()
    .get('/rest/careers/paginate', async (c) => {
      const q = readQuery(c, careerListQuery);
      const where = and(eq(careers.active, true), q.category_id !== undefined ? eq(careers.categoryId, q.category_id) : undefined);
      const [rows, totals] = await Promise.all([
        db.query.careers.findMany({
          where,
          orderBy: [desc(careers.createdAt), asc(careers.id)],
          limit: q.perPage,
          offset: (q.page - 1) * q.perPage,
          with: relations,
        }),
        db.select({ value: count() }).from(careers).where(where),
      ]);
      const ctx = { lang: c.var.lang, fallbackLocale: await i18n.defaultLocale() };
      return paginated(c, rows.map((row) => summary(row, ctx)), { page: q.page, perPage: q.perPage, total: totals[0]?.value ?? 0 });
    })
    .get('/rest/careers/:id', async (c) => {
      const { id } = readParams(c, careerIdParams);
      const row = await findCareer(db, id);
      if (!row) throw notFound(careerMessages.notFound);
      const ctx = { lang: c.var.lang, fallbackLocale: await i18n.defaultLocale() };
      const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
      const email = (await settings.value(CAREERS_EMAIL_SETTING)) || (await settings.value('email')) || null;
      const data: Career = {
        ...summary(row, ctx),
        translation: t ? { locale: t.locale, title: t.title, address: t.address, description: t.description } : null,
        apply: { email },
      };
      return ok(c, data, 'publicData');
    });
}
