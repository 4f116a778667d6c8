import type { FormEvent, ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { menuItem, menuKeyDown } from '../Dropdown';

type Intent = 'theme' | 'locale' | 'currency';

/**
 * A form posting one presentation choice to the preferences action (routes/preferences.ts), which
 * answers with a 303 back to this page: works without JavaScript, revalidates the root with it.
 */
export function PreferenceForm({
  intent,
  onSubmit,
  children,
}: {
  intent: Intent;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/preferences" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </fetcher.Form>
  );
}

/** One choice in a picker's list; submits its value. */
export function PreferenceOption({
  value,
  selected,
  lang,
  children,
}: {
  value: string | number;
  selected: boolean;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="submit"
        name="value"
        value={value}
        lang={lang}
        onKeyDown={menuKeyDown}
        aria-current={selected ? 'true' : undefined}
        className={menuItem}
      >
        {children}
      </button>
    </li>
  );
}
