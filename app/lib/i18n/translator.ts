import type { TranslationKey } from './en';

export type Bundle = Readonly<Record<string, string>>;
export type Direction = 'ltr' | 'rtl';
export type TranslateValues = Readonly<Record<string, string | number>>;
export type Translate = (key: TranslationKey, values?: TranslateValues) => string;

export type Translator = {
  locale: string;
  dir: Direction;
  t: Translate;
};

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Looks interface strings up in the visitor's bundle; the root loader has already filled it with
 * bundled English for any missing key (english-fallback.ts), so a miss shows the key. Bundles
 * use i18next's JSON v4 conventions (`{{name}}` placeholders, `key_one`/`key_other` plurals
 * chosen by `count`), so the same files serve other i18next clients of the contract.
 *
 * Why not i18next itself in the browser: see docs/decisions/0002-translator.md — its 19 KB
 * (gzip, with react-i18next) do not fit the home page budget next to React and React Router.
 */
export function createTranslator(locale: string, bundle: Bundle, dir: Direction = 'ltr'): Translator {
  const plurals = new Intl.PluralRules(locale);
  const lookup = (key: string): string | undefined => bundle[key];
  const t: Translate = (key, values) => {
    const count = values?.count;
    const text = (typeof count === 'number' ? lookup(`${key}_${plurals.select(count)}`) : undefined) ?? lookup(key) ?? key;
    return values ? text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
  };
  return { locale, dir, t };
}
