import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { ShopCard as ShopCardData } from '../../../contract/shops';
import { formatMoney, fromBase } from '../../lib/money';
import { fixedWidth, type ImageLayout } from '../../lib/images';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';

/**
 * The cover across the card, in ShopGrid's columns within `max-w-6xl px-4` (gap 1.25rem): one on
 * phones (up to ~607px at 639px), two from 640px, three from 1024px, four from 1280px (~265px).
 */
const COVER_LAYOUT: ImageLayout = {
  sizes: '(min-width: 1280px) 265px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  maxWidth: 607,
};

/**
 * The like heart (spec §3: liked restaurants keyed by uuid, persisted). The store starts empty on
 * the server and in the browser and is restored after hydration, so the first render always
 * matches the server's HTML and the heart fills in a moment later.
 */
function LikeButton({ uuid, shopId, title }: { uuid: string; shopId: number; title: string }) {
  const { t } = useTranslation();
  const liked = useRootStore((s) => s.liked[uuid] !== undefined);
  const toggleLiked = useRootStore((s) => s.toggleLiked);
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={t('shop.like', { title })}
      data-testid="like-button"
      onClick={() => toggleLiked(uuid, shopId)}
      className={`absolute end-3 top-3 z-10 inline-flex size-10 items-center justify-center rounded-full bg-surface-raised/90 text-ink shadow-sm hover:bg-surface-raised ${focusRing}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 stroke-current ${liked ? 'fill-negative text-negative' : 'fill-none'}`} strokeWidth="2">
        <path d="M12 20s-7.5-4.6-9.3-9.2C1.6 7.7 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.4 3.2 4.3 6.3C19.5 15.4 12 20 12 20z" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/** The badge text of running discounts: the best percentage when there is one. */
function discountText(shop: ShopCardData, t: ReturnType<typeof useTranslation>['t']): string | null {
  const discounts = shop.discount ?? [];
  if (discounts.length === 0) return null;
  const best = Math.max(0, ...discounts.filter((d) => d.type === 'percent').map((d) => d.price));
  return best > 0 ? t('shop.discount_percent', { percent: Math.round(best) }) : t('shop.discount');
}

/**
 * A shop in a list: cover, logo, name, what it is, rating, delivery time and fee, open state,
 * discount badge and the like heart. The whole card links to the shop page (a stretched link on
 * the title), the heart is a separate button above it.
 */
/**
 * `href`: where the card leads (default the shop page; the reservations list leads to booking).
 * `footer`: extra content under the card's facts, above the card's link (own links stay clickable).
 */
export function ShopCard({ shop, priority = false, href, footer }: { shop: ShopCardData; priority?: boolean; href?: string | undefined; footer?: ReactNode }) {
  const { t } = useTranslation();
  // `shop.price` comes in the base currency; the client converts it (contract §1.11).
  const currency = useRootStore((s) => s.currency);
  const title = shop.translation?.title ?? shop.slug;
  const discount = discountText(shop, t);
  return (
    <article className="group relative h-full overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[2/1] bg-line">
        {shop.background_img && (
          <StoredImage src={shop.background_img} alt="" width={600} height={300} {...COVER_LAYOUT} priority={priority} className="size-full object-cover" />
        )}
        <span className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ${shop.open ? 'bg-positive text-surface-raised' : 'bg-negative text-surface-raised'}`}
          >
            {shop.open ? t('shop.open') : t('shop.closed')}
          </span>
          {discount && (
            <span data-testid="discount-badge" className="rounded-full bg-brand px-2.5 py-1 text-xs font-semibold text-brand-ink">
              {discount}
            </span>
          )}
        </span>
        <LikeButton uuid={shop.uuid} shopId={shop.id} title={title} />
      </div>
      <div className="relative px-4 pb-4 pt-8">
        {shop.logo_img && (
          <StoredImage
            src={shop.logo_img}
            alt={t('shop.logo_alt', { title })}
            width={56}
            height={56}
            {...fixedWidth(56)}
            className="absolute -top-7 start-4 size-14 rounded-full border-4 border-surface-raised bg-surface-raised object-cover"
          />
        )}
        <h2 className="flex items-center gap-1.5 text-lg font-semibold leading-tight">
          {/* The link covers the card (after:inset-0); the heart sits above it (z-10). */}
          <Link to={href ?? `/shop/${shop.id}`} className={`rounded after:absolute after:inset-0 after:content-[''] group-hover:underline ${focusRing}`}>
            {title}
          </Link>
          {shop.verify === 1 && (
            <span title={t('shop.verified')} className="text-brand">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                <path d="M10 1l2.4 2 3.1-.3.9 3 2.6 1.8-1.2 2.9 1.2 2.9-2.6 1.8-.9 3-3.1-.3L10 19l-2.4-2-3.1.3-.9-3L1 12.5l1.2-2.9L1 6.7l2.6-1.8.9-3 3.1.3z" />
                <path d="M6 10l3 3 5-6" className="fill-none stroke-surface-raised" strokeWidth="2" />
              </svg>
              <span className="sr-only">{t('shop.verified')}</span>
            </span>
          )}
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">{t(`shop.type.${shop.type}`)}</p>
        {shop.translation?.description && (
          <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{shop.translation.description}</p>
        )}
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span aria-label={t('shop.rating', { rating: shop.rating_avg.toFixed(1) })}>
            <span aria-hidden="true" className="text-brand">★</span> {shop.rating_avg.toFixed(1)}
            <span className="text-ink-muted"> ({shop.reviews_count})</span>
          </span>
          <span>
            {t(`shop.delivery_time.${shop.delivery_time.type}`, { from: shop.delivery_time.from, to: shop.delivery_time.to })}
          </span>
          <span data-testid="delivery-price">
            {shop.price > 0
              ? t('shop.delivery_from', { price: formatMoney(fromBase(shop.price, currency), currency) })
              : t('shop.free_delivery')}
          </span>
        </p>
        {footer && <div className="relative z-10 mt-3">{footer}</div>}
      </div>
    </article>
  );
}
