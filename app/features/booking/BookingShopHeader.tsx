import { Link } from 'react-router';
import type { BookingShop } from '../../../contract/booking';
import { fixedWidth } from '../../lib/images';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { ltr } from '../../lib/dates';
import { StoredImage } from '../../ui/StoredImage';
import { pillLink } from '../../ui/styles';

/** BK1's restaurant at the top of the booking page: cover, logo, name, address, rating, phone. */
export function BookingShopHeader({ shop }: { shop: BookingShop }) {
  const { t } = useTranslation();
  const title = shop.translation?.title ?? shop.slug;
  return (
    <header className="grid gap-3">
      {shop.background_img && (
        <div className="overflow-hidden rounded-2xl bg-line">
          <StoredImage src={shop.background_img} alt="" width={1200} height={600} sizes="(min-width: 1152px) 1120px, calc(100vw - 2rem)" maxWidth={1120}
            priority className="aspect-[3/1] w-full object-cover lg:aspect-[5/1]" />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4">
        {shop.logo_img && (
          <StoredImage src={shop.logo_img} alt={t('shop.logo_alt', { title })} width={64} height={64} {...fixedWidth(64)}
            className="size-16 shrink-0 rounded-full border border-line bg-surface-raised object-cover" />
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{t('booking.page.title', { title })}</h1>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-muted">
            {shop.translation?.address && <span>{shop.translation.address}</span>}
            <span>{'★'} {shop.rating_avg.toFixed(1)} · {t('shop.reviews', { count: shop.reviews_count })}</span>
            {shop.phone && <a href={`tel:+${shop.phone.replace(/\D/g, '')}`} className="underline-offset-2 hover:underline">{ltr(`+${shop.phone.replace(/\D/g, '')}`)}</a>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/shop/${encodeURIComponent(shop.slug || String(shop.id))}`} className={pillLink}>{t('booking.shop_page')}</Link>
          <Link to="/reservations/mine" className={pillLink}>{t('booking.mine.menu')}</Link>
        </div>
      </div>
    </header>
  );
}
