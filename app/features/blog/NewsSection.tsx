import { Link, useSearchParams } from 'react-router';
import type { BlogSummary } from '../../../contract/blog';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { Rail, Section } from '../home/Section';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';

/** News cards (blogs of type `notification`); each opens in the news dialog through `?news=`. */
export function NewsSection({ news }: { news: BlogSummary[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (!news.length) return null;
  const title = t('home.news');
  const linkTo = (uuid: string) => {
    const next = new URLSearchParams(params);
    next.set('news', uuid);
    return `?${next.toString()}`;
  };
  return (
    <Section title={title}>
      <Rail label={title}>
        {news.map((item) => (
          <li key={item.uuid} className="w-72 shrink-0 snap-start">
            <Link to={linkTo(item.uuid)} preventScrollReset className={`block h-full rounded-2xl border border-line bg-surface-raised ${focusRing}`}>
              <span className="block aspect-[40/21] overflow-hidden rounded-t-2xl bg-line">
                {item.img && <StoredImage src={item.img} alt="" width={288} height={151} {...fixedWidth(288)} className="size-full object-cover" />}
              </span>
              <span className="block p-3">
                <span className="block font-semibold">{item.translation?.title}</span>
                {item.translation?.short_desc && <span className="mt-1 line-clamp-2 block text-sm text-ink-muted">{item.translation.short_desc}</span>}
              </span>
            </Link>
          </li>
        ))}
      </Rail>
    </Section>
  );
}
