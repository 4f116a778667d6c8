import type { DropdownPlacement } from '../Dropdown';
import { CurrencyPicker } from './CurrencyPicker';
import { LanguagePicker } from './LanguagePicker';
import type { ShellPreferences } from './shell-preferences';
import { ThemeToggle } from './ThemeToggle';

type Props = Pick<ShellPreferences, 'theme' | 'languages' | 'locale' | 'currencies'> & { placement?: DropdownPlacement };

/**
 * The theme, language and currency pickers (spec §4), side by side: in the desktop header, where
 * they stay server HTML until first used (AppHeader), and in the main menu drawer on phones.
 */
export default function Preferences({ theme, languages, locale, currencies, placement }: Props) {
  return (
    <>
      <ThemeToggle theme={theme} />
      <LanguagePicker languages={languages} current={locale} placement={placement} />
      <CurrencyPicker currencies={currencies} placement={placement} />
    </>
  );
}
