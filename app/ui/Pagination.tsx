import { useTranslation } from '../lib/i18n/I18nProvider';
import { Link } from 'react-router';
import { pillLink } from './styles';


/**
 * Previous/next links that work before JavaScript loads (`?page=n`; `href` when the page's other
 * parameters must stay, e.g. a tab).
 */
export function Pagination({ page, lastPage, href = (n) => `?page=${n}` }: { page: number; lastPage: number; href?: (page: number) => string }) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={pillLink}>
          {t('pagination.previous')}
        </Link>
      )}
      <span className="text-ink-muted" aria-current="page">
        {t('pagination.status', { page, last: lastPage })}
      </span>
      {page < lastPage && (
        <Link to={href(page + 1)} rel="next" className={pillLink}>
          {t('pagination.next')}
        </Link>
      )}
    </nav>
  );
}
