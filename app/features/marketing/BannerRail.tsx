import { Link } from 'react-router';
import type { Banner } from '../../../contract/marketing';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { Rail } from '../home/Section';

/**
 * Promotion banners (BN1) in a snapping carousel. The first banner is the page's largest paint:
 * loaded eagerly with high priority; the others lazily. Only clickable banners link to their
 * promotion page (contract §3.20).
 */
export function BannerRail({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  if (!banners.length) return null;
  return (
    <Rail label={t('home.banners')}>
      {banners.map((banner, i) => {
        const title = banner.translation?.title ?? '';
        const body = (
          <>
            {banner.img && (
              <img
                src={banner.img}
                alt=""
                width={1200}
                height={500}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
                className="size-full object-cover"
              />
            )}
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent p-4 pt-10 text-start text-lg font-bold text-white sm:text-xl">
              {title}
            </span>
          </>
        );
        const box = `relative block aspect-[12/5] overflow-hidden rounded-2xl bg-line ${focusRing}`;
        return (
          <li key={banner.id} className="w-[88%] shrink-0 snap-start sm:w-[min(36rem,70%)]">
            {banner.clickable ? (
              <Link to={`/promotion/${banner.id}`} className={box}>
                {body}
              </Link>
            ) : (
              <div className={box}>{body}</div>
            )}
          </li>
        );
      })}
    </Rail>
  );
}
