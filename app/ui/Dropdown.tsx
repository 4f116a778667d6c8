import type { KeyboardEvent, ReactNode } from 'react';
import { focusRing } from './styles';

/** Closes the dropdown that holds `el` (e.g. from a form's onSubmit). */
export function closeMenu(el: Element) {
  el.closest('details')?.removeAttribute('open');
}

/** Escape closes the dropdown and returns focus to its button. Put it on every focusable item. */
export function menuKeyDown(e: KeyboardEvent<HTMLElement>) {
  const details = e.currentTarget.closest('details');
  if (e.key === 'Escape' && details?.open) {
    details.removeAttribute('open');
    details.querySelector('summary')?.focus();
  }
}

/**
 * A small menu on a native disclosure: works before JavaScript loads and adds no library to the
 * bundle.
 */
export type DropdownPlacement = 'down' | 'up';

export function Dropdown({
  label,
  button,
  children,
  placement = 'down',
}: {
  label: string;
  button: ReactNode;
  children: ReactNode;
  placement?: DropdownPlacement;
}) {
  return (
    <details className="relative">
      <summary
        onKeyDown={menuKeyDown}
        aria-label={label}
        className={`flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-line [&::-webkit-details-marker]:hidden ${focusRing}`}
      >
        {button}
      </summary>
      <div
        className={`absolute z-30 min-w-44 rounded-xl border border-line bg-surface-raised p-1 shadow-lg ${placement === 'up' ? 'bottom-12 start-0' : 'end-0 top-12'}`}
      >
        {children}
      </div>
    </details>
  );
}

export const menuItem = `w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-line aria-[current]:font-semibold aria-[current]:text-brand ${focusRing}`;
