import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { translationUpsertBody, type TranslationString } from '../../../contract/presentation';
import type { Database } from '../../db/client';
import { languages, translations } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import type { I18nService } from './service';

/**
 * Operators add or correct interface strings (issue #22): a Foodyman-contract client may ask for
 * keys Comanda does not define, and this is how a marketplace gives them text without a release.
 * Mounted behind `requireUser` and `requireOperator` (server/app.ts, `dashboard/admin/*`).
 *
 * The write is one upsert; the `translations` trigger announces it on the change feed, so every
 * instance drops its cached bundles (service.ts), and this instance drops its own at once so the
 * next read here already has the string. Browsers may keep `/locales` files up to their cache
 * lifetime (cachePolicy.locales).
 */
export function translationOperatorRoutes(db: Database, i18n: I18nService) {
  return new Hono<AuthedEnv>().post('/dashboard/admin/translations', async (c) => {
    const input = await readInput(c, translationUpsertBody);
    const [language] = await db.select({ id: languages.id }).from(languages).where(eq(languages.locale, input.locale));
    if (!language) throw new ApiError(422, `Unknown language "${input.locale}"`, { locale: ['Choose a language the marketplace has'] });
    const [row] = await db
      .insert(translations)
      .values({ locale: input.locale, group: input.group, key: input.key, value: input.value })
      .onConflictDoUpdate({
        target: [translations.locale, translations.key],
        set: { value: input.value, group: input.group, updatedAt: new Date() },
      })
      // `xmax = 0` only on a freshly inserted row: tells a new string from a changed one.
      .returning({ locale: translations.locale, group: translations.group, key: translations.key, value: translations.value, created: sql<boolean>`(xmax = 0)` });
    i18n.invalidate();
    const body: TranslationString = { ...row!, created: Boolean(row!.created) };
    if (body.created) c.status(201);
    return ok(c, body);
  });
}
