import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Referral } from '../../../contract/presentation';
import type { Database } from '../../db/client';
import { referrals } from '../../db/schema';
import { notFound } from '../../http/errors';
import { num, ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { I18nService } from '../i18n/service';
import { pickTranslation } from '../i18n/pick-translation';

/** R1: the referral programme's terms, in the request's language. */
export function referralRoutes(db: Database, i18n: I18nService) {
  return new Hono<AppEnv>().get('/rest/referral', async (c) => {
    const row = await db.query.referrals.findFirst({
      where: eq(referrals.active, true),
      orderBy: desc(referrals.id),
      with: { translations: true },
    });
    if (!row) throw notFound('Referral programme is not active');
    const t = pickTranslation(row.translations, c.var.lang, await i18n.defaultLocale());
    const body: Referral = {
      id: row.id,
      img: c.var.imageUrl(row.img),
      price_from: num(row.priceFrom),
      price_to: num(row.priceTo),
      translation: t ? { locale: t.locale, title: t.title, description: t.description, faq: t.faq } : null,
    };
    return ok(c, body, 'publicData');
  });
}
