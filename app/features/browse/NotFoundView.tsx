import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { readNotFound } from '../../lib/not-found';
import { focusRing } from '../../ui/styles';
import { ShopsSection } from '../home/ShopTile';

/** Where the path goes in the translated sentence (a private-use character no translation holds). */
const PATH_SLOT = '\u{E001}';

/**
 * The not-found page (issue #23): what was not found, a search form, a link home and a few popular
 * shops. Only links and a native GET form, so it is kept as server HTML (RouteErrorBoundary) and
 * its code loads only when a 404 is reached by client navigation.
 */
export default function NotFoundView({ body }: { body: unknown }) {
  // What was not found and the shops to show, as the loader threw them (lib/not-found.ts).
  const { notFound, popular } = readNotFound(body);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const site = useRouteLoaderData<{ settings?: Record<string, string> }>('root')?.settings?.title ?? 'Comanda';
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      {/* The failed route's meta leaves the head to this (page-meta.ts); React puts these in <head>. */}
      <title>{`${t('not_found.title')} · ${site}`}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <svg aria-hidden="true" viewBox="0 0 64 64" className="size-20 fill-none stroke-brand" strokeWidth="2.5" strokeLinecap="round">
          <circle cx="28" cy="28" r="17" />
          <path d="M41 41l13 13" />
          <path d="M22 24c0-3 3-5 6-5s6 2 6 5-3 4-6 5v3" />
          <path d="M28 37v.5" />
        </svg>
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand">404</p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{t('not_found.title')}</h1>
        <p className="mt-3 text-ink-muted">
          {notFound === 'page' ? (
            <NotFoundPath text={t('not_found.page', { path: PATH_SLOT })} path={pathname} />
          ) : (
            t(`not_found.${notFound}`)
          )}
        </p>
        <form action="/search" method="get" role="search" className="mt-6 flex w-full gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            {t('not_found.search_label')}
          </label>
          <input
            id="not-found-search"
            name="q"
            type="search"
            required
            maxLength={100}
            placeholder={t('not_found.search_label')}
            className={`min-w-0 flex-1 rounded-full border border-line bg-surface-raised px-4 py-2.5 text-ink placeholder:text-ink-muted ${focusRing}`}
          />
          <button type="submit" className={`shrink-0 rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:opacity-90 ${focusRing}`}>
            {t('not_found.search')}
          </button>
        </form>
        <Link to="/" className={`mt-4 rounded font-semibold text-brand underline-offset-4 hover:underline ${focusRing}`}>
          {t('not_found.home')}
        </Link>
      </div>
      <ShopsSection title={t('not_found.popular')} shops={popular} />
    </main>
  );
}

/** The sentence with the missing path in it, the path kept left-to-right (and breakable) in any language. */
function NotFoundPath({ text, path }: { text: string; path: string }) {
  const [before, after = ''] = text.split(PATH_SLOT);
  return (
    <>
      {before}
      <bdi dir="ltr" className="break-all font-mono text-ink">
        {path}
      </bdi>
      {after}
    </>
  );
}
