import { pageMeta } from '../browse/page-meta';
import type { TranslationKey } from '../../lib/i18n/en';

/** Title and description of a sign-in page; kept out of search results (they are steps, not content). */
export function authMeta(matches: Parameters<typeof pageMeta>[0], title: TranslationKey, description: TranslationKey) {
  return [...pageMeta(matches, (t) => ({ title: t(title), description: t(description) })), { name: 'robots', content: 'noindex' }];
}
