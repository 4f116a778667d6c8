import { Link } from 'react-router';
import type { Banner } from '../../../contract/marketing';
import type { ImageLayout } from '../../lib/images';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';
import { Rail } from '../home/Section';

/** 88% of the rail on phones, at most 36rem from 640px (a little less between 640 and ~820px). */
const BANNER_LAYOUT: ImageLayout = { sizes: '(min-width: 640px) 576px, calc(88vw - 1.75rem)', maxWidth: 576 };

/**
 * Promotion banners (BN1) in a snapping carousel, lazily loaded. With `atTop` (home layout 1,
 * where they follow a one-line category strip) the first banner is the page's largest paint on a
 * phone: fetched first and preloaded from <head>. Layout 2 puts a category grid above them, so on
 * a phone they start below the fold and every banner is lazy. Only clickable banners link to
 * their promotion page (contract §3.20).
 */
export function BannerRail({ banners, atTop }: { banners: Banner[]; atTop: boolean }) {
  const { t } = useTranslation();
  if (!banners.length) return null;
  return (
    <Rail label={t('home.banners')}>
      {banners.map((banner, i) => {
        const title = banner.translation?.title ?? '';
        const body = (
          <>
            {banner.img && (
              <StoredImage
                src={banner.img}
                alt=""
                width={1200}
                height={500}
                {...BANNER_LAYOUT}
                priority={atTop && i === 0}
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
