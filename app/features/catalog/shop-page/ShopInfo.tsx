import type { Branch } from '../../../../contract/branches';
import type { ShopDetail } from '../../../../contract/shops';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { focusRing } from '../../../ui/styles';

const mapLink = (lat: number, lng: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
const link = `underline underline-offset-2 hover:text-brand ${focusRing}`;

/** Address, phone, features (tags) and branches of the shop. */
export function ShopInfo({ shop, branches }: { shop: ShopDetail; branches: Branch[] }) {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="shop-info-title" className="rounded-2xl border border-line bg-surface-raised p-5">
      <h2 id="shop-info-title" className="text-lg font-bold">
        {t('shop_page.info')}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {shop.translation?.address && (
          <div>
            <dt className="font-medium text-ink-muted">{t('shop_page.address')}</dt>
            <dd>
              <a href={mapLink(shop.location.latitude, shop.location.longitude)} rel="noopener" target="_blank" className={link} data-testid="shop-address" dir="auto">
                {shop.translation.address}
              </a>
            </dd>
          </div>
        )}
        {shop.phone && (
          <div>
            <dt className="font-medium text-ink-muted">{t('shop_page.phone')}</dt>
            <dd>
              <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className={link}>
                {shop.phone}
              </a>
            </dd>
          </div>
        )}
        {shop.tags.length > 0 && (
          <div>
            <dt className="font-medium text-ink-muted">{t('shop_page.features')}</dt>
            <dd>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {shop.tags.map((tag) => (
                  <li key={tag.id} className="rounded-full bg-line px-2.5 py-0.5">
                    {tag.translation?.title}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {branches.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold">{t('shop_page.branches')}</h3>
          <ul className="mt-2 space-y-2 text-sm" data-testid="branches">
            {branches.map((b) => (
              <li key={b.id}>
                <p className="font-medium">{b.translation?.title}</p>
                {b.address.address && (
                  <a href={mapLink(b.location.latitude, b.location.longitude)} rel="noopener" target="_blank" className={`text-ink-muted ${link}`} dir="auto">
                    {b.address.address}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
