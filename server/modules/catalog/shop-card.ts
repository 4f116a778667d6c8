import type { ShopCard } from '../../../contract/shops';
import type { shops, shopTranslations } from '../../db/schema';
import { num } from '../../http/respond';
import type { MoneyConverter } from '../currencies/convert';
import { pickTranslation } from '../i18n/pick-translation';
import type { ShopCardRow } from './shop-queries';

export type ShopViewContext = {
  lang: string;
  fallbackLocale: string;
  imageUrl: (p: string | null) => string | null;
  /** `currency_id` of the request; only discount amounts use it (§1.11). Base currency if unset. */
  money?: MoneyConverter;
};

/**
 * A shop row with its translations; `discounts` and `productsCount` when loaded through
 * `loadShopCards` (other modules listing shops may pass bare rows: those fields are then left out).
 */
type CardInput = typeof shops.$inferSelect & { translations: Omit<typeof shopTranslations.$inferSelect, 'searchVector'>[] }
  & Partial<Pick<ShopCardRow, 'discounts' | 'productsCount'>>;

/**
 * Database row → the contract's shop card (§3.1). `price`, `price_per_km` and `min_amount` stay
 * in the base currency whatever `currency_id` says: clients multiply them by the rate themselves
 * (§1.11, §5.1), so converting here would apply the rate twice.
 */
export function toShopCard(row: CardInput, ctx: ShopViewContext): ShopCard {
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
    bonus: null,
    ...(row.discounts && {
      discount: row.discounts.map((d) => ({
        id: d.id,
        type: d.type,
        price: num(d.type === 'fix' && ctx.money ? ctx.money.convert(d.price) : d.price),
        start: d.start,
        end: d.end,
      })),
    }),
    ...(row.productsCount !== undefined && { products_count: row.productsCount }),
  };
}
