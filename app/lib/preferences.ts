import { parse } from 'cookie';

export type Theme = 'light' | 'dark';

/** Presentation choices the browser stores in cookies (spec §3), read during SSR for the first paint. */
export type Preferences = {
  theme: Theme;
  locale: string | undefined;
  /** `access_token` cookie, sent verbatim as the Authorization header (contract §1.4). */
  authorization: string | undefined;
};

export function readPreferences(cookieHeader: string | null): Preferences {
  const cookies = parse(cookieHeader ?? '');
  return {
    theme: cookies.theme === 'dark' ? 'dark' : 'light',
    locale: cookies.locale || undefined,
    authorization: cookies.access_token || undefined,
  };
}
