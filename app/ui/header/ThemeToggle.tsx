import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { Theme } from '../../lib/preferences';
import { iconButton } from '../styles';
import { PreferenceForm } from './PreferenceForm';

/** Light/dark switch (spec §4). Flips the page at once; the cookie makes it stick for SSR. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <PreferenceForm intent="theme" onSubmit={() => document.documentElement.classList.toggle('dark', next === 'dark')}>
      <input type="hidden" name="value" value={next} />
      <button type="submit" className={iconButton} aria-label={t(next === 'dark' ? 'theme.to_dark' : 'theme.to_light')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
          {next === 'dark' ? (
            <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
          ) : (
            <>
              <circle cx="12" cy="12" r="4" />
              <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
            </>
          )}
        </svg>
      </button>
    </PreferenceForm>
  );
}
