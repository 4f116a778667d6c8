import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency, Language } from '../../../contract/presentation';
import type { Theme } from '../../lib/preferences';
import { Logo } from '../Logo';
import { focusRing } from '../styles';
import { CurrencyPicker } from './CurrencyPicker';
import { LanguagePicker } from './LanguagePicker';
import { ThemeToggle } from './ThemeToggle';

type Props = { sticky: boolean; theme: Theme; languages: Language[]; locale: string; currencies: Currency[] };

/**
 * The full header (spec §2). Desktop and mobile variants are both rendered and CSS shows one at
 * the 1140px breakpoint, so the server's first paint is already right at any width.
 */
export function AppHeader({ sticky, theme, languages, locale, currencies }: Props) {
  const { t } = useTranslation();
  return (
    <header className={`${sticky ? 'sticky top-0' : 'relative'} z-20 border-b border-line bg-surface-raised`}>
      <div data-header="desktop" className="mx-auto hidden h-16 max-w-6xl items-center gap-2 px-4 min-[1140px]:flex">
        <Link to="/" aria-label={t('header.home')} className={`rounded-full ${focusRing}`}>
          <Logo />
        </Link>
        <div className="ms-auto flex items-center gap-1">
          <ThemeToggle theme={theme} />
          <LanguagePicker languages={languages} current={locale} />
          <CurrencyPicker currencies={currencies} />
          <Link
            to="/login"
            className={`ms-2 rounded-full bg-brand px-5 py-2 text-sm font-semibold text-brand-ink hover:opacity-90 ${focusRing}`}
          >
            {t('header.login')}
          </Link>
        </div>
      </div>
      <div data-header="mobile" className="flex h-14 items-center justify-center px-4 min-[1140px]:hidden">
        <Link to="/" aria-label={t('header.home')} className={`rounded-full ${focusRing}`}>
          <Logo />
        </Link>
      </div>
    </header>
  );
}
