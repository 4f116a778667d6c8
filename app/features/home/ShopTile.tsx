import { Link } from 'react-router';
import type { ShopCard } from '../../../contract/shops';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { Rail, Section } from './Section';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';

/** The compact shop card of the home carousels: cover, logo, name, rating and delivery time. */
export function ShopTile({ shop }: { shop: ShopCard }) {
  const { t } = useTranslation();
  const title = shop.translation?.title ?? shop.slug;
  return (
    <li className="w-64 shrink-0 snap-start">
      <Link to={`/shop/${shop.id}`} className={`group block rounded-2xl ${focusRing}`}>
        <div className="relative aspect-[2/1] overflow-hidden rounded-2xl bg-line">
          {shop.background_img && (
            <StoredImage src={shop.background_img} alt="" width={256} height={128} {...fixedWidth(256)} className="size-full object-cover transition group-hover:scale-105" />
          )}
          {!shop.open && (
            <span className="absolute start-2 top-2 rounded-full bg-negative px-2 py-0.5 text-xs font-semibold text-surface-raised">{t('shop.closed')}</span>
          )}
        </div>
        <div className="mt-2 flex items-center gap-2">
          {shop.logo_img && <StoredImage src={shop.logo_img} alt="" width={32} height={32} {...fixedWidth(32)} className="size-8 rounded-full border border-line object-cover" />}
          <div className="min-w-0">
            <p className="truncate font-semibold">{title}</p>
            <p className="text-sm text-ink-muted">
              <span aria-label={t('shop.rating', { rating: shop.rating_avg.toFixed(1) })}>
                <span aria-hidden="true" className="text-brand">★</span> {shop.rating_avg.toFixed(1)}
              </span>
              {' · '}
              {t(`shop.delivery_time.${shop.delivery_time.type}`, { from: shop.delivery_time.from, to: shop.delivery_time.to })}
            </p>
          </div>
        </div>
      </Link>
    </li>
  );
}

/** A titled carousel of shop tiles; nothing when the list is empty. */
export function ShopsSection({ title, shops, more }: { title: string; shops: ShopCard[]; more?: string }) {
  if (!shops.length) return null;
  return (
    <Section title={title} more={more}>
      <Rail label={title}>
        {shops.map((shop) => (
          <ShopTile key={shop.id} shop={shop} />
        ))}
      </Rail>
    </Section>
  );
}
