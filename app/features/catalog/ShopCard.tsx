import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { ShopCard as ShopCardData } from '../../../contract/shops';
import { formatMoney, fromBase } from '../../lib/money';
import { useRootStore } from '../../lib/store/RootStoreProvider';

/** A shop in a list: cover, logo, name, what it is, rating, delivery time and open state. */
export function ShopCard({ shop, eager = false }: { shop: ShopCardData; eager?: boolean }) {
  const { t } = useTranslation();
  // `shop.price` comes in the base currency; the client converts it (contract §1.11).
  const currency = useRootStore((s) => s.currency);
  const title = shop.translation?.title ?? shop.slug;
  const loading = eager ? 'eager' : 'lazy';
  return (
    <article className="group h-full overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[2/1] bg-line">
        {shop.background_img && (
          <img src={shop.background_img} alt="" width={600} height={300} loading={loading} decoding="async" className="size-full object-cover" />
        )}
        <span
          className={`absolute start-3 top-3 rounded-full px-2.5 py-1 text-xs font-semibold ${shop.open ? 'bg-positive text-surface-raised' : 'bg-negative text-surface-raised'}`}
        >
          {shop.open ? t('shop.open') : t('shop.closed')}
        </span>
      </div>
      <div className="relative px-4 pb-4 pt-8">
        {shop.logo_img && (
          <img
            src={shop.logo_img}
            alt={t('shop.logo_alt', { title })}
            width={56}
            height={56}
            loading={loading}
            decoding="async"
            className="absolute -top-7 start-4 size-14 rounded-full border-4 border-surface-raised bg-surface-raised object-cover"
          />
        )}
        <h2 className="flex items-center gap-1.5 text-lg font-semibold leading-tight">
          {title}
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
      </div>
    </article>
  );
}
