import { Link } from 'react-router';
import type { BlogSummary } from '../../../contract/blog';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';
import { Section } from '../home/Section';

/** Layout 2's "From our blog" (BL3, issue #19): the newest post, linking to its page. */
export function LatestPostCard({ post }: { post: BlogSummary | null }) {
  const { t } = useTranslation();
  if (!post?.translation) return null;
  return (
    <Section title={t('home.latest_post')}>
      <Link to={`/blog/${post.uuid}`} className={`grid overflow-hidden rounded-2xl border border-line bg-surface-raised sm:grid-cols-[18rem_1fr] ${focusRing}`}>
        <span className="block aspect-[40/21] bg-line sm:aspect-auto sm:h-full">
          {post.img && <StoredImage src={post.img} alt="" width={288} height={151} {...fixedWidth(288)} className="size-full object-cover" />}
        </span>
        <span className="block p-4">
          <span className="block text-lg font-semibold">{post.translation.title}</span>
          {post.translation.short_desc && <span className="mt-1 line-clamp-3 block text-ink-muted">{post.translation.short_desc}</span>}
          <span className="mt-2 block font-medium text-brand">{t('home.latest_post.read')}</span>
        </span>
      </Link>
    </Section>
  );
}
