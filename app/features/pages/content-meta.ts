import type { MetaDescriptor } from 'react-router';
import { createTranslator, type Translate } from '../../lib/i18n/translator';
import { metaDescription, seoTags } from '../../lib/seo';

type RootData = { locale?: string; translations?: Record<string, string>; settings?: Record<string, string> } | undefined;
type Matches = ReadonlyArray<{ loaderData?: unknown; error?: unknown } | undefined>;

/** What a content page's loader works out for its `<head>`: the absolute canonical URL, a picture, JSON-LD. */
export type ContentSeo = { canonical: string; image?: string | null; jsonLd?: Record<string, unknown> | null; type?: 'website' | 'article' };

/**
 * Title, description, canonical link, Open Graph and JSON-LD of a content page, in the visitor's
 * language (meta functions cannot use hooks: the translator is built from the root's strings).
 * A page that failed or was not found gets nothing here: its error view sets the title.
 */
export function contentMeta(matches: Matches, seo: ContentSeo | undefined, texts: (t: Translate) => { title: string; description: string }): MetaDescriptor[] {
  if (!seo || matches.some((m) => m?.error != null)) return [];
  const root = matches[0]?.loaderData as RootData;
  const locale = root?.locale ?? 'en';
  const { t } = createTranslator(locale, root?.translations ?? {});
  const { title, description } = texts(t);
  const siteName = root?.settings?.title || 'Comanda';
  const tags = seoTags({
    title: `${title} · ${siteName}`,
    description: metaDescription(description || title),
    canonical: seo.canonical,
    image: seo.image,
    type: seo.type ?? 'website',
    siteName,
    locale,
  });
  if (seo.jsonLd) tags.push({ 'script:ld+json': seo.jsonLd });
  return tags;
}
