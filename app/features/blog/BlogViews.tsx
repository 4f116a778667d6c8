import { Link } from 'react-router';
import type { Blog, BlogSummary } from '../../../contract/blog';
import { formatLocalDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { ImageLayout } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';
import { EmptyState, ListPage } from '../browse/ListPage';
import { listHref } from '../pages/content-request';
import { OperatorHtml, type HtmlParts } from '../pages/OperatorHtml';
import { ShareButton } from './ShareButton';

const CARD_LAYOUT: ImageLayout = { sizes: '(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)', maxWidth: 607 };
/** The article column is `max-w-3xl` (768px) less its padding. */
const ARTICLE_LAYOUT: ImageLayout = { sizes: '(min-width: 800px) 736px, calc(100vw - 2rem)', maxWidth: 736 };

function PostDate({ iso }: { iso: string }) {
  const { locale } = useTranslation();
  return <time dateTime={iso}>{formatLocalDate(iso.slice(0, 10), locale)}</time>;
}

/** /blog (BL1): the posts, newest first, 10 a page. */
export function BlogList({ posts, page, lastPage }: { posts: BlogSummary[]; page: number; lastPage: number }) {
  const { t } = useTranslation();
  return (
    <ListPage title={t('blog.title')} subtitle={t('blog.subtitle')} page={page} lastPage={lastPage} pageHref={(n) => listHref('/blog', {}, n)}>
      {posts.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {posts.map((p, i) => (
            <li key={p.uuid}>
              <Link to={`/blog/${p.uuid}`} className={`group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition hover:shadow-md ${focusRing}`}>
                <div className="aspect-[40/21] bg-line/40">
                  {p.img && <StoredImage src={p.img} alt="" width={600} height={315} {...CARD_LAYOUT} priority={i === 0} className="size-full object-cover" />}
                </div>
                <div className="flex flex-1 flex-col gap-1 p-4">
                  <p className="text-sm text-ink-muted">
                    <PostDate iso={p.published_at} />
                  </p>
                  <h2 className="text-lg font-semibold group-hover:underline">{p.translation?.title}</h2>
                  {p.translation?.short_desc && <p className="line-clamp-3 text-sm text-ink-muted">{p.translation.short_desc}</p>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('blog.empty')} />
      )}
    </ListPage>
  );
}

type Post = Omit<Blog, 'translation'> & { translation: Omit<NonNullable<Blog['translation']>, 'description'> | null };

/** /blog/{id} (BL2): the article with its date, picture, sanitised body and a share button. */
export function BlogArticle({ post, html, url }: { post: Post; html: HtmlParts; url: string }) {
  const { t } = useTranslation();
  const title = post.translation?.title ?? t('blog.title');
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <nav aria-label={t('content.breadcrumb')} className="text-sm text-ink-muted">
        <Link to="/blog" className={`underline-offset-4 hover:underline ${focusRing}`}>
          {t('blog.title')}
        </Link>
      </nav>
      <article className="mt-2">
        <h1 className="text-2xl font-bold sm:text-4xl">{title}</h1>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink-muted">
            <PostDate iso={post.published_at} />
          </p>
          <ShareButton title={title} url={url} />
        </div>
        {post.translation?.short_desc && <p className="mt-4 text-lg font-medium">{post.translation.short_desc}</p>}
        {post.img && <StoredImage src={post.img} alt="" width={736} height={386} {...ARTICLE_LAYOUT} priority className="mt-5 aspect-[40/21] w-full rounded-2xl object-cover" />}
        <OperatorHtml html={html.body} className="mt-6 text-lg" />
      </article>
    </main>
  );
}
