import type { Currency, Language } from '../../../contract/presentation';
import type { SessionUser } from '../../features/auth/session-user';
import type { Theme } from '../../lib/preferences';

/** What the header widgets need from the root loader; `user` is null when signed out. */
export type ShellPreferences = {
  theme: Theme;
  languages: Language[];
  locale: string;
  currencies: Currency[];
  user: SessionUser | null;
};
