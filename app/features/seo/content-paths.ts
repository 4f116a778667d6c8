import type { Paginated } from '../../../contract/http';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { blogApi } from '../blog/api';
import { careersApi } from '../careers/api';
import { recipesApi } from '../recipes/api';

/**
 * The content pages of the sitemap (issue #19): the static pages, then every recipe, blog post
 * and open position, read from their public lists (RC1, BL1, CR1) 100 at a time. Content is a
 * few hundred rows at most, so at most `MAX_PAGES` pages of each are read; an API without one of
 * the lists (404) simply lists none of that kind.
 */
// /deliver (issue #19) is public too: the courier programme and its application form.
export const STATIC_CONTENT_PATHS = ['/recipes', '/blog', '/help', '/careers', '/about', '/terms', '/privacy', '/deliver'];

const PER_PAGE = 100;
const MAX_PAGES = 20;

async function readAll<T>(read: (page: number) => Promise<Paginated<T>>): Promise<T[]> {
  const rows: T[] = [];
  try {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { data, meta } = await read(page);
      rows.push(...data);
      if (page >= meta.last_page) break;
    }
  } catch (error) {
    if (!(error instanceof ApiResponseError && error.status === 404)) throw error;
  }
  return rows;
}

export async function contentSitemapPaths(api: ApiClient): Promise<string[]> {
  const [recipes, posts, careers] = await Promise.all([
    readAll((page) => recipesApi.recipes(api, { page, perPage: PER_PAGE })),
    readAll((page) => blogApi.blogs(api, { type: 'blog', page, perPage: PER_PAGE, active: true })),
    readAll((page) => careersApi.careers(api, { page, perPage: PER_PAGE, active: true })),
  ]);
  return [
    ...STATIC_CONTENT_PATHS,
    ...recipes.map((r) => `/recipes/${r.id}`),
    ...posts.map((p) => `/blog/${p.uuid}`),
    ...careers.map((c) => `/careers/${c.id}`),
  ];
}
