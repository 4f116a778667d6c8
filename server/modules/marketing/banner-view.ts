import type { Banner } from '../../../contract/marketing';
import type { banners, bannerTranslations } from '../../db/schema';
import { pickTranslation } from '../i18n/pick-translation';

type BannerRow = {
  banner: typeof banners.$inferSelect;
  shopId: number | null;
  translations: (typeof bannerTranslations.$inferSelect)[];
};

/** Database row → Banner / Ad (§3.20) in the request's language (or the fallback). */
export function toBanner(
  row: BannerRow,
  ctx: { lang: string; fallbackLocale: string; imageUrl: (p: string | null) => string | null },
): Banner {
  const { banner } = row;
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  return {
    id: banner.id,
    type: banner.type,
    shop_id: row.shopId,
    img: ctx.imageUrl(banner.img),
    url: banner.url,
    clickable: banner.clickable ? 1 : 0,
    active: banner.active,
    // Likes are not collected (no client sends them); the field is part of the typed shape.
    likes: 0,
    translation: t ? { locale: t.locale, title: t.title, description: t.description, button_text: t.buttonText } : null,
    created_at: banner.createdAt.toISOString(),
    updated_at: banner.updatedAt.toISOString(),
  };
}
