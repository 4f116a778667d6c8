import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import type { Language } from '../../../contract/presentation';
import { focusRing } from '../styles';

/**
 * Language pick (spec §4): closes, then the preferences action saves `locale` and `dir` cookies
 * and the root loader brings that language's strings; the progress bar runs meanwhile. A native
 * disclosure keeps it working without JavaScript and costs no bundle.
 */
export function LanguagePicker({ languages, current }: { languages: Language[]; current: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const currentTitle = languages.find((l) => l.locale === current)?.title ?? current;
  const close = () => details.current?.removeAttribute('open');
  // Escape closes the list and gives focus back to its button.
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && details.current?.open) {
      close();
      details.current.querySelector('summary')?.focus();
    }
  };
  return (
    <details ref={details} className="relative">
      <summary
        onKeyDown={onKeyDown}
        className={`flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-line [&::-webkit-details-marker]:hidden ${focusRing}`}
        aria-label={t('language.label')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
        {currentTitle}
      </summary>
      <fetcher.Form
        method="post"
        action="/preferences"
        onSubmit={close}
        className="absolute end-0 top-12 z-30 min-w-44 rounded-xl border border-line bg-surface-raised p-1 shadow-lg"
      >
        <input type="hidden" name="intent" value="locale" />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <ul>
          {languages.map((l) => (
            <li key={l.locale}>
              <button
                type="submit"
                name="value"
                value={l.locale}
                lang={l.locale}
                onKeyDown={onKeyDown}
                aria-current={l.locale === current ? 'true' : undefined}
                className={`w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-line aria-[current]:font-semibold aria-[current]:text-brand ${focusRing}`}
              >
                {l.title}
              </button>
            </li>
          ))}
        </ul>
      </fetcher.Form>
    </details>
  );
}
