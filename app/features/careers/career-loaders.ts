import type { AppLoadContext } from 'react-router';
import { sanitizeOperatorHtml } from '../../lib/operator-html';
import { assertPage, idParam, orNotFound } from '../browse/list-request';
import { contentRequest, listHref, optionalId } from '../pages/content-request';
import { keepHtml } from '../pages/OperatorHtml';
import { careersApi } from './api';

export const CAREERS_PER_PAGE = 12;

/** /careers: open positions (CR1), optionally of one category (`?category_id=`, links). */
export async function loadCareerList(request: Request, context: AppLoadContext) {
  const { api, url, page, origin } = contentRequest(request, context);
  const categoryId = optionalId(url.searchParams.get('category_id'));
  const [careers, categories] = await Promise.all([
    careersApi.careers(api, { page, perPage: CAREERS_PER_PAGE, category_id: categoryId, active: true }),
    careersApi.categories(api, { perPage: 50 }).then(
      (r) => r.data.map((c) => ({ id: c.id, title: c.translation?.title ?? '' })).filter((c) => c.title),
      () => [],
    ),
  ]);
  assertPage(page, careers.meta.last_page);
  return {
    careers: careers.data,
    categories,
    categoryId,
    page: careers.meta.current_page,
    lastPage: careers.meta.last_page,
    seo: { canonical: origin + listHref('/careers', { category_id: categoryId }, page) },
  };
}

/** /careers/{id}: one position (CR2) with its sanitised description and where to apply. */
export async function loadCareer(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = idParam(rawId);
  const { api, origin } = contentRequest(request, context);
  const { data: career } = await orNotFound(careersApi.career(api, id));
  const { description, ...translation } = career.translation ?? { locale: '', title: '', address: null, description: null };
  return {
    career: { ...career, translation: career.translation ? translation : null },
    html: keepHtml(context, { description: sanitizeOperatorHtml(description) }),
    seo: { canonical: `${origin}/careers/${career.id}` },
  };
}
