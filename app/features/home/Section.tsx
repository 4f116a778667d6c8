import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';

/** A titled block of the home page, with an optional "See all" link. */
export function Section({ title, more, id, children }: { title: string; more?: string; id?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={id} className="mt-10 scroll-mt-20">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {more && (
          <Link to={more} className={`shrink-0 rounded text-sm font-semibold text-brand hover:underline ${focusRing}`}>
            {t('home.see_all')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * A horizontal list that scrolls with native scroll snapping (no carousel library): touch, wheel,
 * trackpad and keyboard (focus moves into view) all work, and it follows the page direction.
 */
export function Rail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="relative -mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3">
      {children}
    </ul>
  );
}
