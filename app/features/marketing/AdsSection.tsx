import { Link } from 'react-router';
import type { Banner } from '../../../contract/marketing';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { Rail, Section } from '../home/Section';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';

/** Ads (BN3) near the chosen address, each linking to its page of taking-part shops. */
export function AdsSection({ ads }: { ads: Banner[] }) {
  const { t } = useTranslation();
  if (!ads.length) return null;
  const title = t('home.ads');
  return (
    <Section title={title} more="/ads">
      <Rail label={title}>
        {ads.map((ad) => (
          <li key={ad.id} className="w-72 shrink-0 snap-start">
            <Link to={`/ads/${ad.id}`} className={`block rounded-2xl ${focusRing}`}>
              <span className="block aspect-video overflow-hidden rounded-2xl bg-line">
                {ad.img && <StoredImage src={ad.img} alt="" width={288} height={162} {...fixedWidth(288)} className="size-full object-cover" />}
              </span>
              <span className="mt-2 block font-semibold">{ad.translation?.title}</span>
            </Link>
          </li>
        ))}
      </Rail>
    </Section>
  );
}
