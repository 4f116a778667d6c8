import { asc, inArray } from 'drizzle-orm';
import type { ShopDetail, ShopTag } from '../../../contract/shops';
import type { Database } from '../../db/client';
import { shopClosedDates, shopTagTranslations, shopWorkingDays } from '../../db/schema';
import { num } from '../../http/respond';
import { pickTranslation } from '../i18n/pick-translation';
import { shopPaymentList } from '../payments/payments';
import { toShopCard, type ShopViewContext } from './shop-card';
import { isShopOpenAt } from './shop-hours';
import { loadShopCards } from './shop-queries';

type TagRow = { id: number; img: string | null; translations: Array<{ locale: string; title: string; description: string | null }> };

export function toShopTag(tag: TagRow, ctx: Pick<ShopViewContext, 'lang' | 'fallbackLocale' | 'imageUrl'>): ShopTag {
  const t = pickTranslation(tag.translations, ctx.lang, ctx.fallbackLocale);
  return {
    id: tag.id,
    img: ctx.imageUrl(tag.img),
    translation: t ? { locale: t.locale, title: t.title, description: t.description } : null,
  };
}

/** SH2: the card plus hours, closed dates, tags and the open-now verdict for `now`. */
export async function loadShopDetail(db: Database, shopId: number, locales: string[], ctx: ShopViewContext, now: Date): Promise<ShopDetail | null> {
  const [cards, extra, payments] = await Promise.all([
    loadShopCards(db, [shopId], locales),
    db.query.shops.findFirst({
      where: (s, { eq }) => eq(s.id, shopId),
      columns: { phone: true, tax: true, serviceFee: true, timezone: true },
      with: {
        workingDays: { orderBy: asc(shopWorkingDays.id) },
        closedDates: { orderBy: asc(shopClosedDates.day) },
        tags: { with: { tag: { with: { translations: { where: inArray(shopTagTranslations.locale, locales) } } } } },
      },
    }),
    shopPaymentList(db, shopId),
  ]);
  const row = cards[0];
  if (!row || !extra) return null;
  const card = toShopCard(row, ctx);
  const closedDates = extra.closedDates.map((d) => d.day);
  return {
    ...card,
    discount: card.discount ?? [],
    products_count: card.products_count ?? 0,
    phone: extra.phone,
    tax: num(extra.tax),
    serviceFee: num(extra.serviceFee),
    timezone: extra.timezone,
    is_open_now: isShopOpenAt({ open: row.open, timezone: extra.timezone, workingDays: extra.workingDays, closedDates }, now),
    discounts_count: row.discounts.length,
    tags: extra.tags.map((link) => toShopTag(link.tag, ctx)).sort((a, b) => a.id - b.id),
    shop_working_days: extra.workingDays.map((d) => ({ id: d.id, day: d.day, from: d.from, to: d.to, disabled: d.disabled })),
    shop_closed_date: extra.closedDates.map((d) => ({ id: d.id, day: d.day })),
    shop_payments: payments,
  };
}
