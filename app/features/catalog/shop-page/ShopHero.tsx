import type { Currency } from '../../../../contract/presentation';
import type { ShopDetail, WeekDay } from '../../../../contract/shops';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { formatMoney, fromBase } from '../../../lib/money';
import { fixedWidth, type ImageLayout } from '../../../lib/images';
import { StoredImage } from '../../../ui/StoredImage';
import { focusRing } from '../../../ui/styles';
import { WorkingHours } from './WorkingHours';

/** Demo covers are 1200×600; the attributes reserve the box before the image arrives. */
export const COVER_SIZE = { width: 1200, height: 600 } as const;

/**
 * The cover spans the page (`max-w-6xl` less its `px-4`). The `<head>` preload (shop-seo.ts) uses
 * the same layout: a preload with other `imagesrcset`/`imagesizes` would fetch a second copy.
 */
export const COVER_LAYOUT: ImageLayout = { sizes: '(min-width: 1152px) 1120px, calc(100vw - 2rem)', maxWidth: 1120 };

/**
 * Top of the shop page: cover (the page's largest paint, fetched first — unless `coverFirst` is
 * off because a product dialog opens over it), logo, name, open state, rating, delivery time and
 * price, minimum order and today's hours.
 */
export function ShopHero({ shop, today, currency, coverFirst = true }: { shop: ShopDetail; today: WeekDay; currency: Currency | null; coverFirst?: boolean }) {
  const { t } = useTranslation();
  // `price` and `min_amount` come in the base currency (contract §1.11): converted here.
  const money = (amount: number) => formatMoney(fromBase(amount, currency), currency);
  const title = shop.translation?.title ?? shop.slug;
  return (
    <section aria-labelledby="shop-title" className="pt-4">
      <div className="overflow-hidden rounded-2xl bg-line">
        {shop.background_img && (
          <StoredImage
            src={shop.background_img}
            alt=""
            {...COVER_SIZE}
            {...COVER_LAYOUT}
            priority={coverFirst}
            eager
            className="aspect-[2/1] w-full object-cover sm:aspect-[3/1] lg:aspect-[4/1]"
          />
        )}
      </div>
      <div className="flex flex-col gap-3 px-1 sm:flex-row sm:items-end sm:gap-5 sm:px-6">
        {shop.logo_img ? (
          <StoredImage
            src={shop.logo_img}
            alt={t('shop.logo_alt', { title })}
            width={96}
            height={96}
            {...fixedWidth(96)}
            eager
            className="-mt-10 size-20 shrink-0 rounded-full border-4 border-surface bg-surface-raised object-cover sm:-mt-12 sm:size-24"
          />
        ) : (
          <div className="-mt-10 size-20 shrink-0 rounded-full border-4 border-surface bg-line sm:-mt-12 sm:size-24" />
        )}
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">{t(`shop.type.${shop.type}`)}</p>
          <h1 id="shop-title" className="flex items-center gap-2 text-2xl font-bold leading-tight sm:text-3xl">
            {title}
            {shop.verify === 1 && (
              <span title={t('shop.verified')} className="text-brand">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
                  <path d="M10 1l2.4 2 3.1-.3.9 3 2.6 1.8-1.2 2.9 1.2 2.9-2.6 1.8-.9 3-3.1-.3L10 19l-2.4-2-3.1.3-.9-3L1 12.5l1.2-2.9L1 6.7l2.6-1.8.9-3 3.1.3z" />
                  <path d="M6 10l3 3 5-6" className="fill-none stroke-surface-raised" strokeWidth="2" />
                </svg>
                <span className="sr-only">{t('shop.verified')}</span>
              </span>
            )}
          </h1>
        </div>
      </div>
      {shop.translation?.description && <p className="mt-3 max-w-3xl px-1 text-ink-muted sm:px-6">{shop.translation.description}</p>}
      <ul className="mt-4 flex flex-wrap items-center gap-2 px-1 text-sm sm:px-6">
        <li>
          <span
            data-testid="open-state"
            className={`inline-block rounded-full px-3 py-1 font-semibold text-surface-raised ${shop.is_open_now ? 'bg-positive' : 'bg-negative'}`}
          >
            {shop.is_open_now ? t('shop.open') : t('shop.closed')}
          </span>
        </li>
        <li>
          <a href="#reviews" className={`${fact} hover:bg-line ${focusRing}`} aria-label={`${t('shop.rating', { rating: shop.rating_avg.toFixed(1) })}, ${t('shop.reviews', { count: shop.reviews_count })}`}>
            <span aria-hidden="true" className="text-brand">★</span> {shop.rating_avg.toFixed(1)}
            <span className="text-ink-muted">({shop.reviews_count})</span>
          </a>
        </li>
        <li className={fact}>
          {t(`shop.delivery_time.${shop.delivery_time.type}`, { from: shop.delivery_time.from, to: shop.delivery_time.to })}
        </li>
        <li className={fact} data-testid="delivery-price">
          {shop.price > 0 ? t('shop.delivery_from', { price: money(shop.price) }) : t('shop.free_delivery')}
        </li>
        {shop.min_amount > 0 && (
          <li className={fact} data-testid="min-amount">
            {t('shop_page.min_amount', { price: money(shop.min_amount) })}
          </li>
        )}
      </ul>
      <WorkingHours days={shop.shop_working_days} today={today} />
    </section>
  );
}

const fact = 'inline-flex items-center gap-1 rounded-full border border-line bg-surface-raised px-3 py-1';
