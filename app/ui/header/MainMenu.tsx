import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Link } from 'react-router';
import { SwipeDrawer } from '../SwipeDrawer';
import { focusRing, iconButton } from '../styles';
import { CurrencyPicker } from './CurrencyPicker';
import { LanguagePicker } from './LanguagePicker';
import type { ShellPreferences } from './shell-preferences';
import { ThemeToggle } from './ThemeToggle';

type Props = ShellPreferences & { open: boolean; onOpenChange(open: boolean): void };

/**
 * The main menu drawer (spec §2): destinations and, on phones where the header has no room, the
 * theme, language and currency pickers. Loaded on first open, so it costs the home page nothing.
 */
export default function MainMenu({ open, onOpenChange, theme, languages, locale, currencies }: Props) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  const item = `block rounded-lg px-3 py-2.5 font-medium hover:bg-line ${focusRing}`;
  return (
    <SwipeDrawer open={open} onOpenChange={onOpenChange} title={t('menu.title')} side="start">
      <div className="flex items-center justify-between border-b border-line p-3">
        <span className="px-2 text-lg font-semibold">{t('menu.title')}</span>
        <button type="button" onClick={close} className={iconButton} aria-label={t('menu.close')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <nav aria-label={t('menu.title')} className="p-3">
        <ul className="space-y-1">
          <li>
            <Link to="/" onClick={close} className={item}>{t('menu.home')}</Link>
          </li>
          <li>
            <Link to="/login" onClick={close} className={item}>{t('header.login')}</Link>
          </li>
        </ul>
      </nav>
      <section aria-label={t('menu.preferences')} className="mt-auto flex flex-wrap items-center gap-1 border-t border-line p-3">
        <ThemeToggle theme={theme} />
        <LanguagePicker languages={languages} current={locale} placement="up" />
        <CurrencyPicker currencies={currencies} placement="up" />
      </section>
    </SwipeDrawer>
  );
}
