import type { Currency, Language } from '../../../contract/presentation';
import type { Theme } from '../../lib/preferences';

/** What the header widgets need from the root loader. */
export type ShellPreferences = { theme: Theme; languages: Language[]; locale: string; currencies: Currency[] };
