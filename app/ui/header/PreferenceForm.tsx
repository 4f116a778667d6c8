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
  /** Called with the chosen value; `save` posts it later when the handler prevents the default. */
  onSubmit?: (e: FormEvent<HTMLFormElement>, value: string, save: () => void) => void;
  children: ReactNode;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  const redirectTo = location.pathname + location.search;
  return (
    <fetcher.Form
      method="post"
      action="/preferences"
      onSubmit={(e) => {
        const value = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? '';
        const save = () => void fetcher.submit({ intent, value, redirectTo }, { method: 'post', action: '/preferences' });
        onSubmit?.(e, value, save);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
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
