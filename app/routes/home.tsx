import { useTranslation } from '../lib/i18n/I18nProvider';
import { cachePolicy } from '../../contract/cache-policy';
import { ShopGrid } from '../features/catalog/ShopGrid';
import { Pagination } from '../ui/Pagination';
import { endpoints } from '../lib/api/endpoints';
import { serverApiClient } from '../lib/api/server-client';
import { readPreferences } from '../lib/preferences';
import type { Route } from './+types/home';

const SHOPS_PER_PAGE = 12;

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  const shops = await endpoints.shops(api, { page, perPage: SHOPS_PER_PAGE });
  if (page > shops.meta.last_page) throw new Response('Not found', { status: 404 });
  return { shops: shops.data, page: shops.meta.current_page, lastPage: shops.meta.last_page };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { settings?: Record<string, string> } | undefined;
  const title = root?.settings?.title ?? 'Comanda';
  return [{ title }, { name: 'description', content: root?.settings?.footer_text ?? title }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('home.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('home.subtitle')}</p>
        {loaderData.shops.length ? (
          <ShopGrid shops={loaderData.shops} />
        ) : (
          <p className="mt-10 text-center text-ink-muted">{t('home.empty')}</p>
        )}
      <Pagination page={loaderData.page} lastPage={loaderData.lastPage} />
    </main>
  );
}
