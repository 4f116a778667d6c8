import type { AppLoadContext } from 'react-router';
import type { Envelope } from '../../../contract/http';
import type { Page } from '../../../contract/pages';
import { ApiResponseError } from '../../lib/api/client';
import { sanitizeOperatorHtml } from '../../lib/operator-html';
import { pagesApi } from './api';
import { contentRequest } from './content-request';
import { keepHtml } from './OperatorHtml';

/** A page the operator has not written yet (404) is an empty page, not an error. */
const orMissing = (call: Promise<Envelope<Page>>) =>
  call.then(
    (r) => r.data,
    (error: unknown) => {
      if (error instanceof ApiResponseError && error.status === 404) return null;
      throw error;
    },
  );

/** A page's fields without its HTML (which travels apart: keepHtml). */
function withoutHtml(page: Page) {
  const { translation, ...rest } = page;
  return { ...rest, title: translation?.title ?? null };
}

/**
 * /about: the about block and its app sections (PG2, in the operator's order), each with its
 * sanitised HTML, and the marketplace figures (PG7). Failing figures leave their row out.
 */
export async function loadAbout(request: Request, context: AppLoadContext) {
  const { api, origin } = contentRequest(request, context);
  const [pages, stat] = await Promise.all([
    pagesApi.pages(api, { type: 'all_about', perPage: 20 }),
    pagesApi.stat(api).then((r) => r.data, () => null),
  ]);
  const sections = pages.data.map(withoutHtml);
  const html = Object.fromEntries(pages.data.map((p) => [String(p.id), sanitizeOperatorHtml(p.translation?.description)]));
  const about = pages.data.find((p) => p.type === 'about');
  return {
    sections,
    stat,
    html: keepHtml(context, html),
    seo: { canonical: `${origin}/about`, image: about?.img ?? null },
  };
}

/** /terms (PG5) and /privacy (PG4): one operator page. */
export async function loadPolicyPage(kind: 'terms' | 'privacy', request: Request, context: AppLoadContext) {
  const { api, origin } = contentRequest(request, context);
  const page = await orMissing(kind === 'terms' ? pagesApi.terms(api) : pagesApi.privacy(api));
  return {
    page: page ? withoutHtml(page) : null,
    html: keepHtml(context, { body: sanitizeOperatorHtml(page?.translation?.description) }),
    seo: { canonical: `${origin}/${kind}` },
  };
}
