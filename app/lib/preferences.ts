import { parse } from 'cookie';

export type Theme = 'light' | 'dark';

/** Presentation choices the browser stores in cookies (spec §3), read during SSR for the first paint. */
export type Preferences = {
  theme: Theme;
  locale: string | undefined;
  /** Chosen currency (mirrors the persisted store so the server renders prices in it). */
  currencyId: number | undefined;
  /** `access_token` cookie, sent verbatim as the Authorization header (contract §1.4). */
  authorization: string | undefined;
  /** Raw `user` cookie (JSON of the signed-in user, contract §1.4). */
  user: string | undefined;
  /** Raw `address` cookie (JSON of the chosen delivery location, app/features/address). */
  address: string | undefined;
};

export function readPreferences(cookieHeader: string | null): Preferences {
  const cookies = parse(cookieHeader ?? '');
  return {
    theme: cookies.theme === 'dark' ? 'dark' : 'light',
    locale: cookies.locale || undefined,
    currencyId: Number(cookies.currency_id) || undefined,
    authorization: cookies.access_token || undefined,
    user: cookies.user || undefined,
    address: cookies.address || undefined,
  };
}
