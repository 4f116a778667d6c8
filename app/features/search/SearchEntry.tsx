import { lazy, Suspense, useState } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLazyDialog } from '../../ui/overlay/use-lazy-dialog';
import { focusRing, iconButton } from '../../ui/styles';

// Only this file ships with every page; results, history and the overlay load on first use.
const SearchDropdown = lazy(() => import('./SearchDropdown'));
const SearchOverlay = lazy(() => import('./SearchOverlay'));

const icon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);

/**
 * Header search (spec §2, §5). Desktop: a GET form to /search (works without JavaScript) whose
 * field, once focused, gets the as-you-type dropdown. Phones: a link to /search that opens the
 * search overlay instead when JavaScript runs.
 */
export function SearchEntry({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const overlay = useLazyDialog();
  // The form whose field has focus: the dropdown follows that field.
  const [active, setActive] = useState<HTMLFormElement | null>(null);
  if (mobile) {
    return (
      <>
        <Link
          to="/search"
          className={iconButton}
          aria-label={t('search.open')}
          onClick={(e) => {
            e.preventDefault();
            overlay.show();
          }}
        >
          {icon}
        </Link>
        {overlay.requested && (
          <Suspense fallback={null}>
            <SearchOverlay open={overlay.open} onOpenChange={overlay.setOpen} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <Form action="/search" role="search" className="relative ms-4 w-full max-w-sm" onSubmit={() => setActive(null)}>
      <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-ink-muted">{icon}</span>
      <input
        type="search"
        name="q"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        onFocus={(e) => setActive(e.currentTarget.form)}
        className={`h-10 w-full rounded-full border border-line bg-surface ps-10 pe-4 text-sm ${focusRing}`}
      />
      {active && (
        <Suspense fallback={null}>
          <SearchDropdown form={active} onClose={() => setActive(null)} />
        </Suspense>
      )}
    </Form>
  );
}
