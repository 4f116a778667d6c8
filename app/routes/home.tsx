import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { AddressChangeLink } from '../features/address/AddressButton';
import { ADDRESS_SLOT, AddressSentence } from '../features/address/AddressText';
import { HomeLayout1 } from '../features/home/HomeLayout1';
import { HomeLayout2 } from '../features/home/HomeLayout2';
import { homeDataOnPage, loadHome, type HomeData } from '../features/home/load-home';
import { loadHomeBlocks } from '../features/home/blocks-module';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { focusRing } from '../ui/styles';
import { useSettingOn } from '../lib/use-setting-on';
import { serverApiClient } from '../lib/api/server-client';
import { documentOnly, documentOnlyKey, useDocumentOnly } from '../lib/document-only';
import { withNotFound } from '../lib/not-found-loader';
import { readPreferences } from '../lib/preferences';
import type { Route } from './+types/home';
import { withRouteErrors } from '../lib/api/route-errors';

// The news dialog (and the dialog library) load only when `?news=` is in the address.
const NewsModal = lazy(() => import('../features/blog/NewsModal'));

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** Everything the page shows; a first load's hydration data leaves out what only the static blocks show. */
const homePageData = documentOnlyKey<HomeData>('home');

// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context }: Route.LoaderArgs) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  // A page past the end of the list is the not-found page (with popular shops).
  const data = await withNotFound(api, 'list_page', () => loadHome(api, new URL(request.url), prefs.address));
  return documentOnly(context, homePageData, data, homeDataOnPage(data));
}

/** In the browser, the server-HTML blocks must be drawn with the new data: fetch their code too. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadHomeBlocks()]);
  return data;
}

/** Opening or closing a news item changes only `news`: the lists stay as they are. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete('news');
    return `${url.pathname}?${params.toString()}`;
  };
  return strip(currentUrl) === strip(nextUrl) && currentUrl.href !== nextUrl.href ? false : defaultShouldRevalidate;
};

export function meta({ matches, error }: Route.MetaArgs) {
  // A page past the end: the not-found view sets the title.
  if (error) return [];
  const root = matches[0]?.loaderData as { settings?: Record<string, string> } | undefined;
  const title = root?.settings?.title ?? 'Comanda';
  return [{ title }, { name: 'description', content: root?.settings?.footer_text ?? title }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const data = useDocumentOnly(homePageData, loaderData);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const newsUuid = params.get('news');
  // Parcels (issue #18): a way in while the `active_parcel` setting is on.
  const parcels = useSettingOn('active_parcel');
  const closeNews = () => {
    const next = new URLSearchParams(params);
    next.delete('news');
    const search = next.toString();
    void navigate({ pathname: '/', search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
  };
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-layout={data.layout}>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('home.title')}</h1>
      {data.address && (
        <div className="mt-1 flex min-w-0 items-baseline gap-3">
          <AddressSentence
            sentence={t('home.delivering_to', { address: ADDRESS_SLOT })}
            address={data.address}
            className="min-w-0 text-ink-muted"
          />
          <AddressChangeLink />
        </div>
      )}
      {/* Layout 2 has its own parcel card (home/Extras.tsx). */}
      {parcels && data.layout !== 2 && (
        <Link to="/parcel-checkout" className={`mt-3 inline-flex rounded-full border border-line px-4 py-2 text-sm font-medium hover:bg-line ${focusRing}`}>
          {t('parcels.sendLink')}
        </Link>
      )}
      {data.layout === 2 ? <HomeLayout2 data={data} /> : <HomeLayout1 data={data} />}
      {newsUuid && (
        <Suspense fallback={null}>
          <NewsModal uuid={newsUuid} initial={data.news} onClose={closeNews} />
        </Suspense>
      )}
    </main>
  );
}
