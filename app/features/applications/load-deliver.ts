import type { DeliverymanRequest } from '../../../contract/applications';
import type { Envelope } from '../../../contract/http';
import type { Page } from '../../../contract/pages';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { serverApiClient } from '../../lib/api/server-client';
import { readPreferences } from '../../lib/preferences';
import { siteOrigin } from '../../lib/seo';
import { DELIVER_PATH } from './deliver-page';
import { sanitizeOperatorHtml } from '../../lib/operator-html';
import { keepHtml } from '../pages/OperatorHtml';

/** PG1, or null when the operator has not written the page (404): the page then shows its own intro. */
async function deliveryPage(api: ApiClient): Promise<Page | null> {
  try {
    return (await api.get<Envelope<Page>>('rest/pages/delivery')).data;
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The /deliver loader (issue #19): PG1 (operator HTML, sanitised here) for everyone and, for a
 * signed-in customer, their newest courier application (`GET dashboard/user/deliveryman-requests/latest`).
 */
export async function loadDeliver(request: Request, context: StorefrontContext) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  const signedIn = Boolean(prefs.authorization);
  const [page, latest] = await Promise.all([
    deliveryPage(api),
    signedIn ? api.get<Envelope<DeliverymanRequest | null>>('dashboard/user/deliveryman-requests/latest').then((r) => r.data) : null,
  ]);
  return {
    signedIn,
    title: page?.translation?.title ?? null,
    img: page?.img ?? null,
    html: keepHtml(context, { body: sanitizeOperatorHtml(page?.translation?.description) }),
    latest,
    canonical: siteOrigin(request.url, process.env.PUBLIC_URL) + DELIVER_PATH,
  };
}
