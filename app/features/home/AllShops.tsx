import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ShopCard, ShopListQuery } from '../../../contract/shops';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pillLink } from '../../ui/styles';
import { ShopGrid } from '../catalog/ShopGrid';
import { FilterBar } from './FilterBar';
import { Section } from './Section';
import { shopFilterSearch, type ShopFilter } from './shop-filter';

export const ALL_SHOPS_ID = 'all-shops';

type Props = {
  filter: ShopFilter;
  /** Query pairs kept in every link (the layout's `v`). */
  keep: Record<string, string | undefined>;
  /** The SH1 query of this list without `page`, as the loader sent it. */
  query: ShopListQuery;
  shops: ShopCard[];
  page: number;
  lastPage: number;
  apiBase: string;
};

/**
 * Layout 1's list of every shop delivering to the address, with the spec's filters as links
 * (they work without JavaScript and the loader reads them). Scrolling near the end appends the
 * next page; the "Next" link under the list is the same page for crawlers and for visitors
 * without JavaScript (or when loading fails).
 */
export function AllShops({ filter, keep, query, shops, page, lastPage, apiBase }: Props) {
  const { t, locale } = useTranslation();
  const [more, setMore] = useState({ shops: [] as ShopCard[], page });
  const [loading, setLoading] = useState(false);
  const next = useRef<HTMLAnchorElement>(null);
  const pageHref = (n: number) => `${shopFilterSearch(filter, { ...keep, page: n > 1 ? String(n) : undefined })}#${ALL_SHOPS_ID}`;
  const hasMore = more.page < lastPage;

  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    try {
      const { loadShopPage } = await import('./load-more');
      const res = await loadShopPage(apiBase, locale, { ...query, page: more.page + 1 });
      setMore((m) => ({ shops: [...m.shops, ...res.data], page: res.meta.current_page }));
    } catch {
      // The link stays: a click loads that page the old way.
    } finally {
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
    <Section title={t('home.all_shops')} id={ALL_SHOPS_ID}>
      <FilterBar filter={filter} keep={keep} />
      {all.length ? <ShopGrid shops={all} /> : <p className="mt-10 text-center text-ink-muted">{t('home.empty')}</p>}
      <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-4">
        {page > 1 && (
          <Link to={pageHref(page - 1)} rel="prev" className={pillLink}>
            {t('pagination.previous')}
          </Link>
        )}
        {hasMore && (
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
    </Section>
  );
}
