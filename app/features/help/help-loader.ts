import type { AppLoadContext } from 'react-router';
import { FAQ_SEARCH_MAX } from '../../../contract/faqs';
import { faqPageJsonLd } from '../../lib/content-jsonld';
import { assertPage } from '../browse/list-request';
import { contentRequest, listHref } from '../pages/content-request';
import { helpApi } from './api';

/** F1 page size on /help (issue #19). */
export const FAQS_PER_PAGE = 12;

/**
 * The search text of `?q=`: trimmed, control characters dropped, cut to what F1 accepts (a longer
 * text is shortened rather than refused: the page still answers).
 */
export function helpSearch(raw: string | null): string {
  return (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, FAQ_SEARCH_MAX).trim();
}

/** /help: one page of questions (F1), or the ones matching `?q=`; FAQPage JSON-LD of what is shown. */
export async function loadHelp(request: Request, context: AppLoadContext) {
  const { api, url, page, origin } = contentRequest(request, context);
  const q = helpSearch(url.searchParams.get('q'));
  const faqs = await helpApi.faqs(api, { page, perPage: FAQS_PER_PAGE, ...(q ? { search: q } : {}) });
  assertPage(page, faqs.meta.last_page);
  const shown = faqs.data.flatMap((f) => (f.translation ? [{ id: f.id, question: f.translation.question, answer: f.translation.answer }] : []));
  const canonical = origin + listHref('/help', {}, q ? 1 : page);
  return {
    faqs: shown,
    q,
    total: faqs.meta.total,
    page: faqs.meta.current_page,
    lastPage: faqs.meta.last_page,
    // A search result is not a page of its own for search engines: the canonical is the plain FAQ.
    seo: { canonical, jsonLd: q ? null : faqPageJsonLd(canonical, shown) },
  };
}
