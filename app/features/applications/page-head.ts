import type { MetaDescriptor } from 'react-router';
import type { TranslationKey } from '../../lib/i18n/en';
import { pageMeta } from '../browse/page-meta';

type Matches = Parameters<typeof pageMeta>[0];

/**
 * The `<head>` of an application page: title and description in the visitor's language
 * (browse/page-meta), the canonical address the loader worked out, and `noindex` for pages that
 * are only for signed-in customers (/be-seller).
 */
export function applicationPageMeta(
  matches: Matches,
  page: { title: TranslationKey; description: TranslationKey; canonical: string | undefined; noindex?: boolean },
) {
  const tags: MetaDescriptor[] = pageMeta(matches, (t) => ({ title: t(page.title), description: t(page.description) }));
  if (!tags.length) return tags;
  if (page.canonical) tags.push({ tagName: 'link', rel: 'canonical', href: page.canonical }, { property: 'og:url', content: page.canonical });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
