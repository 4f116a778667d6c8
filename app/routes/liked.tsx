import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import type { ShopCard } from '../../contract/shops';
import { browseApi } from '../features/browse/api';
import { EmptyState, ListPage } from '../features/browse/ListPage';
import { pageMeta } from '../features/browse/page-meta';
import { ShopGrid } from '../features/catalog/ShopGrid';
import { ApiResponseError } from '../lib/api/client';
import { browserApiClient } from '../lib/api/browser-client';
import { useBrowserApiBase } from '../lib/api/use-browser-api-base';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { useRootStore } from '../lib/store/RootStoreProvider';
import { pillLink } from '../ui/styles';
import type { Route } from './+types/liked';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/**
 * The API has no "shops by ids" filter (SH1 takes none), so each liked shop is asked for by uuid
 * (SH2), in parallel; the newest 20 are shown, which keeps the page to 20 small requests.
 */
const MAX_LIKED_SHOWN = 20;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('lists.liked.title'), description: t('lists.liked.description') }));

/** A fetched shop, `null` when it is gone (404), `undefined` while unknown or after an error. */
type Loaded = Record<string, ShopCard | null>;

/** Liked shops live in the browser (the persisted store): the page has no loader of its own. */
export default function Liked() {
  const apiBase = useBrowserApiBase();
  const { t, locale } = useTranslation();
  const liked = useRootStore((s) => s.liked);
  // The store is restored in an effect after hydration; by the next task it holds the saved likes.
  const [restored, setRestored] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({});
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRestored(true), 0);
    return () => clearTimeout(timer);
  }, []);

  // Newest like first (object keys keep insertion order).
  const uuids = useMemo(() => Object.keys(liked).reverse().slice(0, MAX_LIKED_SHOWN), [liked]);
  const missing = restored ? uuids.filter((uuid) => !(uuid in loaded)) : [];
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    let cancelled = false;
    const api = browserApiClient(apiBase, locale);
    void Promise.all(
      missingKey.split(',').map((uuid) =>
        browseApi.shop(api, uuid).then(
          (res): [string, ShopCard | null | undefined] => [uuid, res.data],
          (error: unknown): [string, ShopCard | null | undefined] => [uuid, error instanceof ApiResponseError && error.status === 404 ? null : undefined],
        ),
      ),
    ).then((results) => {
      if (cancelled) return;
      const next: Loaded = {};
      for (const [uuid, shop] of results) if (shop !== undefined) next[uuid] = shop;
      setFailed(results.some(([, shop]) => shop === undefined));
      setLoaded((prev) => ({ ...prev, ...next }));
    });
    return () => {
      cancelled = true;
    };
  }, [missingKey, apiBase, locale]);

  const shops = uuids.flatMap((uuid) => (loaded[uuid] ? [loaded[uuid]] : []));
  const loading = !restored || (missing.length > 0 && !failed);

  return (
    <ListPage title={t('lists.liked.title')} subtitle={t('lists.liked.subtitle')}>
      {/* The list comes after hydration (the likes live in the browser): a screen's height is
          kept for it, so the footer starts below the fold and nothing visible moves when the shops
          appear (it did: CLS 0.1 on desktop). */}
      <div aria-live="polite" aria-busy={loading} className="min-h-dvh">
        {shops.length > 0 && <ShopGrid shops={shops} />}
        {loading && shops.length === 0 && <p className="mt-10 text-center text-ink-muted">{t('lists.loading')}</p>}
        {failed && <p className="mt-6 text-center text-negative">{t('lists.liked.failed')}</p>}
        {!loading && shops.length === 0 && !failed && (
          <EmptyState
            title={t('lists.liked.empty')}
            text={t('lists.liked.empty_hint')}
            action={
              <Link to="/" className={pillLink}>
                {t('lists.liked.browse')}
              </Link>
            }
          />
        )}
      </div>
    </ListPage>
  );
}
