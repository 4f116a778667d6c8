import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ShopCard, ShopListQuery } from '../../../contract/shops';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pillLink } from '../../ui/styles';
import { ShopGrid } from '../catalog/ShopGrid';

type Props = {
  /** The list's URL query without `page` (`?category_id=…`), for the page links. */
  list: string;
  /** The SH1 query of this list without `page`, as the loader sent it. */
  query: ShopListQuery;
  shops: ShopCard[];
  page: number;
  lastPage: number;
};

/**
 * Layout 1's list of every shop delivering to the address (its heading and filter links are
 * server HTML above it). Scrolling near the end appends the next page; the "Next" link is the
 * same page for crawlers and for visitors without JavaScript (or when loading fails).
 */
export function AllShops({ list, query, shops, page, lastPage }: Props) {
  const apiBase = useBrowserApiBase();
  const { t, locale } = useTranslation();
  const [more, setMore] = useState({ shops: [] as ShopCard[], page });
  const [loading, setLoading] = useState(false);
  const next = useRef<HTMLAnchorElement>(null);
  // A ref, not the state: an observer of an earlier render may fire again before React re-renders.
  const inFlight = useRef(false);
  const pageHref = (n: number) => `${list}${list.length > 1 ? '&' : ''}page=${n}#all-shops`;

  const loadMore = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      const { loadShopPage } = await import('./load-more');
      const res = await loadShopPage(apiBase, locale, { ...query, page: more.page + 1 });
      // A page already appended is never appended twice.
      setMore((m) => (res.meta.current_page <= m.page ? m : { shops: [...m.shops, ...res.data], page: res.meta.current_page }));
    } catch {
      // The link stays: a click loads that page the old way.
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  };

  useEffect(() => {
    const link = next.current;
    if (!link || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore();
    }, { rootMargin: '400px 0px' });
    observer.observe(link);
    return () => observer.disconnect();
  });

  const all = [...shops, ...more.shops];
  return (
    <div id="all-shops-list">
      {all.length ? <ShopGrid shops={all} atTop={false} /> : <p className="mt-10 text-center text-ink-muted">{t('home.empty')}</p>}
      <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-4">
        {page > 1 && (
          <Link to={pageHref(page - 1)} rel="prev" className={pillLink}>
            {t('pagination.previous')}
          </Link>
        )}
        {more.page < lastPage && (
          <Link
            ref={next}
            to={pageHref(more.page + 1)}
            rel="next"
            className={pillLink}
            onClick={(e) => {
              e.preventDefault();
              void loadMore();
            }}
          >
            {loading ? t('home.loading') : t('pagination.next')}
          </Link>
        )}
      </nav>
    </div>
  );
}
