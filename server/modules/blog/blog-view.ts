import type { Blog, BlogSummary } from '../../../contract/blog';
import type { blogs } from '../../db/schema';
import { pickTranslation } from '../i18n/pick-translation';

type BlogRow = typeof blogs.$inferSelect;
type ViewContext = { lang: string; fallbackLocale: string; imageUrl: (p: string | null) => string | null };

function blogFields(row: BlogRow, ctx: ViewContext) {
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    img: ctx.imageUrl(row.img),
    active: row.active,
    published_at: row.publishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** BL1 card: title and teaser in the request's language (or the fallback). */
export function toBlogSummary(
  row: BlogRow & { translations: { locale: string; title: string; shortDesc: string | null }[] },
  ctx: ViewContext,
): BlogSummary {
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  return { ...blogFields(row, ctx), translation: t ? { locale: t.locale, title: t.title, short_desc: t.shortDesc } : null };
}

/** BL2/BL3/BL4: the whole post; `description` is the HTML body. */
export function toBlog(
  row: BlogRow & { translations: { locale: string; title: string; shortDesc: string | null; description: string | null }[] },
  ctx: ViewContext,
): Blog {
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  return {
    ...blogFields(row, ctx),
    translation: t ? { locale: t.locale, title: t.title, short_desc: t.shortDesc, description: t.description } : null,
  };
}
