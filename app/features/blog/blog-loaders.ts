import type { AppLoadContext } from 'react-router';
import { endpoints } from '../../lib/api/endpoints';
import { articleJsonLd } from '../../lib/content-jsonld';
import { notFoundError } from '../../lib/not-found';
import { sanitizeOperatorHtml } from '../../lib/operator-html';
import { assertPage, orNotFound } from '../browse/list-request';
import { contentRequest, listHref } from '../pages/content-request';
import { keepHtml } from '../pages/OperatorHtml';
import { blogApi } from './api';

/** BL1 page size on /blog (issue #19). */
export const POSTS_PER_PAGE = 10;

/** A post's address is its uuid (BL2 reads by uuid); anything else is not a post. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /blog: one page of posts (BL1, type blog), newest first. */
export async function loadBlogList(request: Request, context: AppLoadContext) {
  const { api, page, origin } = contentRequest(request, context);
  const posts = await blogApi.blogs(api, { type: 'blog', page, perPage: POSTS_PER_PAGE, active: true });
  assertPage(page, posts.meta.last_page);
  return {
    posts: posts.data,
    page: posts.meta.current_page,
    lastPage: posts.meta.last_page,
    seo: { canonical: origin + listHref('/blog', {}, page) },
  };
}

/** /blog/{uuid}: one post (BL2), its HTML sanitised, with Article JSON-LD. News items have no page of their own. */
export async function loadBlogPost(request: Request, context: AppLoadContext, rawId: string | undefined) {
  if (!rawId || !UUID.test(rawId)) throw notFoundError('item');
  const { api, origin } = contentRequest(request, context);
  const { data: post } = await orNotFound(blogApi.blog(api, rawId.toLowerCase()));
  // News items open in the home page's dialog (`/?news=`); the blog shows posts only.
  if (post.type !== 'blog') throw notFoundError('item');
  const canonical = `${origin}/blog/${post.uuid}`;
  const { description, ...translation } = post.translation ?? { locale: '', title: '', short_desc: null, description: null };
  // The publisher is the marketplace (settings are cached public data: the root loader read them too).
  const settings = await endpoints.settings(api).then((r) => r.data, () => []);
  const siteName = settings.find((s) => s.key === 'title')?.value || 'Comanda';
  return {
    post: { ...post, translation: post.translation ? translation : null },
    html: keepHtml(context, { body: sanitizeOperatorHtml(description) }),
    seo: {
      canonical,
      image: post.img,
      type: 'article' as const,
      jsonLd: articleJsonLd({
        url: canonical,
        headline: post.translation?.title ?? '',
        description: post.translation?.short_desc,
        image: post.img,
        datePublished: post.published_at,
        dateModified: post.updated_at,
        publisher: siteName,
      }),
    },
  };
}
