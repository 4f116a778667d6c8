import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { localeParam, namespaceParam } from '../../../contract/presentation';
import { cachePolicy } from '../../../contract/cache-policy';
import { notFound } from '../../http/errors';
import { readParams } from '../../http/input';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { I18nService } from './service';

/** S2, S4 and the translation bundle under `/api/v1`. */
export function i18nApiRoutes(i18n: I18nService) {
  // S4 (flat bundle for `lang`) and the "translations of a language" call answer the same.
  const bundle = async (c: Context<AppEnv>) => ok(c, await i18n.bundle(c.var.lang), 'locales');
  return new Hono<AppEnv>()
    .get('/rest/languages/active', async (c) => ok(c, await i18n.languages(), 'publicData'))
    .get('/rest/translations/paginate', bundle)
    .get('/rest/translations', bundle);
}

const localeFileParams = z.object({
  lng: localeParam,
  ns: z.string().regex(/^.+\.json$/, 'Expected a .json file').transform((v) => v.slice(0, -5)).pipe(namespaceParam),
});

/**
 * `/locales/{lng}/{ns}.json` for i18next's HTTP loader. Namespace `translation` holds every
 * string; any other namespace is the strings of that group.
 */
export function localeFileRoutes(i18n: I18nService) {
  return new Hono<AppEnv>().get('/:lng/:ns', async (c) => {
    const { lng, ns } = readParams(c, localeFileParams);
    if (!(await i18n.isActive(lng))) throw notFound(`Language "${lng}" is not available`);
    const bundle = await i18n.bundle(lng, ns === 'translation' ? undefined : ns);
    c.header('Cache-Control', cachePolicy.locales);
    return c.json(bundle);
  });
}
