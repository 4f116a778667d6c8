import type { Locale } from './types';

export type SupersededUiStrings = Partial<Record<Locale, Record<string, readonly string[]>>>;

/**
 * Defaults that an earlier release shipped and a later one corrected, per locale and key. At
 * start, a row whose value is still one of these is moved to today's default; any other value is
 * an operator's edit and stays (`updateSupersededUiStrings`). When you change the text of a
 * shipped string in `app/lib/i18n/en.ts` or `ui-strings.{es,ar}.ts`, add the old text here.
 * A list rather than a stored hash of the shipped default: no schema change, and the rows of
 * databases seeded before would have had no hash to compare with.
 */
export const supersededUiStrings: SupersededUiStrings = {
  en: {
    // The header said 'Login' where the sign-in page says 'Sign in' (issue #23).
    'header.login': ['Login'],
    // The top-up amount names its currency now that the form submits (issue #20).
    'wallet.topup.amount': ['Amount'],
  },
  es: {
    'wallet.topup.amount': ['Importe'],
  },
  ar: {
    // dd57e41: the discount badge read as a bare minus sign.
    'shop.discount_percent': ['−{{percent}}٪'],
    'wallet.topup.amount': ['المبلغ'],
  },
};
