import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { faqListQuery, type Faq } from '../../../contract/faqs';
import type { Database } from '../../db/client';
import { faqs, faqTranslations } from '../../db/schema';
import { readQuery } from '../../http/input';
import { paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { I18nService } from '../i18n/service';
import { pickTranslation } from '../i18n/pick-translation';

/**
 * FAQ (contract §2.21 F1): active questions in the operator's order, 12 a page on the help page.
 * `search` (help centre) matches the question or answer in the request's language — the texts
 * the visitor reads — as a substring, case-insensitive; `%`, `_` and `\` are literal.
 */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function searchWhere(db: Database, search: string, locale: string): SQL {
  const pattern = likePattern(search);
  return inArray(
    faqs.id,
    db
      .select({ id: faqTranslations.faqId })
      .from(faqTranslations)
      .where(and(eq(faqTranslations.locale, locale), or(ilike(faqTranslations.question, pattern), ilike(faqTranslations.answer, pattern)))),
  );
}

export function faqRoutes(db: Database, i18n: I18nService) {
  return new Hono<AppEnv>().get('/rest/faqs/paginate', async (c) => {
    const q = readQuery(c, faqListQuery);
    const fallbackLocale = await i18n.defaultLocale();
    const where = and(eq(faqs.active, true), q.search ? searchWhere(db, q.search, c.var.lang) : undefined);
    const [rows, totals] = await Promise.all([
      db.query.faqs.findMany({
        where,
        orderBy: [asc(faqs.position), asc(faqs.id)],
        limit: q.perPage,
        offset: (q.page - 1) * q.perPage,
        with: { translations: true },
      }),
      db.select({ value: count() }).from(faqs).where(where),
    ]);
    const data = rows.map((row): Faq => {
      const t = pickTranslation(row.translations, c.var.lang, fallbackLocale);
      return {
        id: row.id,
        uuid: row.uuid,
        type: row.type,
        active: row.active,
        translation: t ? { locale: t.locale, question: t.question, answer: t.answer } : null,
      };
    });
    return paginated(c, data, { page: q.page, perPage: q.perPage, total: totals[0]?.value ?? 0 });
  });
}
