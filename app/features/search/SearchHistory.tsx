import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { focusRing } from '../../ui/styles';

export const searchHref = (term: string) => `/search?q=${encodeURIComponent(term)}`;

/** Recent searches (spec §5: up to 5 distinct, newest first), from the persisted root store; clearable. */
export function SearchHistory({ onPick, onCleared }: { onPick?(term: string): void; onCleared?(): void }) {
  const { t } = useTranslation();
  const history = useRootStore((s) => s.search);
  const clear = useRootStore((s) => s.clearSearch);
  if (!history.length) return <p className="px-2 py-4 text-center text-ink-muted">{t('search.hint')}</p>;
  return (
    <section aria-labelledby="search-history">
      <div className="flex items-center justify-between px-2 pb-1">
        <h2 id="search-history" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
          {t('search.history')}
        </h2>
        <button type="button" onClick={() => {
            clear();
            // The button disappears with the list: hand focus back to the search field.
            onCleared?.();
          }} className={`rounded px-2 py-1 text-sm font-medium text-brand hover:underline ${focusRing}`}>
          {t('search.clear_history')}
        </button>
      </div>
      <ul data-testid="search-history">
        {history.map((term) => (
          <li key={term}>
            <Link
              to={searchHref(term)}
              onClick={() => onPick?.(term)}
              className={`flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-line ${focusRing}`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 fill-none stroke-current text-ink-muted" strokeWidth="1.8">
                <path d="M12 7v5l3 2M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="truncate">{term}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
