import { Link } from 'react-router';
import { focusRing } from '../../../ui/styles';

/**
 * Phone or e-mail: two links (the choice lives in the address, so it works without JavaScript),
 * drawn as a segmented control; the current one is marked `aria-current` and outlined in the brand
 * colour, its text too (a raised surface alone on the page's surface was barely visible in the dark theme).
 */
export function MethodTabs({ label, options }: { label: string; options: ReadonlyArray<{ href: string; text: string; current: boolean }> }) {
  return (
    <nav aria-label={label} className="mb-5 grid grid-cols-2 gap-1 rounded-full border border-line bg-surface p-1">
      {options.map((o) => (
        <Link
          key={o.href}
          to={o.href}
          replace
          preventScrollReset
          aria-current={o.current ? 'page' : undefined}
          className={`flex items-center justify-center rounded-full px-3 py-2 text-center text-sm font-semibold text-ink-muted hover:text-ink aria-[current=page]:bg-surface-raised aria-[current=page]:text-brand aria-[current=page]:shadow-sm aria-[current=page]:ring-2 aria-[current=page]:ring-brand ${focusRing}`}
        >
          {o.text}
        </Link>
      ))}
    </nav>
  );
}
