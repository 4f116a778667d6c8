import type { ShopCard } from '../../../contract/shops';
import type { shops, shopTranslations } from '../../db/schema';
import { num } from '../../http/respond';
import { pickTranslation } from '../i18n/pick-translation';

type ShopRow = typeof shops.$inferSelect & { translations: (typeof shopTranslations.$inferSelect)[] };

/** Database row → the contract's shop card (§3.1). Money stays in the base currency (§1.11). */
export function toShopCard(
  row: ShopRow,
  ctx: { lang: string; fallbackLocale: string; imageUrl: (p: string | null) => string | null },
): ShopCard {
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    type: row.type,
    translation: t ? { locale: t.locale, title: t.title, description: t.description, address: t.address } : null,
    logo_img: ctx.imageUrl(row.logoImg),
    background_img: ctx.imageUrl(row.backgroundImg),
    open: row.open,
    verify: row.verify ? 1 : 0,
    is_recommended: row.isRecommended,
    rating_avg: num(row.ratingAvg),
    reviews_count: row.reviewsCount,
    delivery_time: { from: String(row.deliveryTimeFrom), to: String(row.deliveryTimeTo), type: row.deliveryTimeType },
    price: num(row.price),
    price_per_km: num(row.pricePerKm),
    min_amount: num(row.minAmount),
    location: { latitude: row.latitude, longitude: row.longitude },
    created_at: row.createdAt.toISOString(),
  };
}
