import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pillLink } from '../../ui/styles';

type Props = {
  /** Where the next page is (`?page=n+1`), or null on the last page. */
  nextHref: string | null;
  /** The previous page, for a visitor who arrived on page n > 1 by a plain link. */
  previousHref: string | null;
  loading: boolean;
  /** With JavaScript: append the next page instead of following the link. */
  onMore(): void;
};

/**
 * "Show more results" and, past page 1, "Previous": real links, so paging works before
 * JavaScript loads; once it runs, "show more" appends the next page in place.
 */
export function ResultsPager({ nextHref, previousHref, loading, onMore }: Props) {
  const { t } = useTranslation();
  if (!nextHref && !previousHref) return null;
  const more = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!loading) onMore();
  };
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-4">
      {previousHref && (
        <Link to={previousHref} rel="prev" className={pillLink}>
          {t('pagination.previous')}
        </Link>
      )}
      {nextHref && (
        <Link to={nextHref} rel="next" className={pillLink} onClick={more} aria-busy={loading} aria-disabled={loading} preventScrollReset>
          {loading ? t('search.loading') : t('search.more')}
        </Link>
      )}
    </nav>
  );
}
