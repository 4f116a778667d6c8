import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createTranslator, type Bundle, type Direction, type Translator } from './translator';

type Language = { locale: string; dir: Direction; bundle: Bundle };

type I18nContextValue = Translator & {
  /** True from the moment a language is picked until its strings are shown. */
  switching: boolean;
  setSwitching(switching: boolean): void;
  /** Shows a language at once, before the page's data in that language arrives. */
  showLanguage(language: Language): void;
};

const I18nContext = createContext<I18nContextValue | null>(null);

/**
 * Interface strings for the tree, from the root loader's bundle (server and first client render
 * agree). A language picked in the browser is shown as soon as its file arrives; when the root
 * loader comes back in that language its data takes over again.
 */
export function I18nProvider({ locale, dir, bundle, children }: Language & { children: ReactNode }) {
  const [shown, setShown] = useState<Language | null>(null);
  const [switching, setSwitching] = useState(false);
  const current = shown && shown.locale !== locale ? shown : { locale, dir, bundle };

  useEffect(() => {
    // Until React renders <html> from the new loader data, keep the document's language in step.
    // Only on a change: writing `dir` on <html>, even the same value, makes the browser walk the
    // whole document again (over 100 ms of a phone's main thread on the home page, right at load).
    const html = document.documentElement;
    if (html.lang !== current.locale) html.lang = current.locale;
    if (html.dir !== current.dir) html.dir = current.dir;
  }, [current.locale, current.dir]);

  const value = useMemo(
    () => ({ ...createTranslator(current.locale, current.bundle, current.dir), switching, setSwitching, showLanguage: setShown }),
    [current.locale, current.bundle, current.dir, switching],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useTranslation(): I18nContextValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useTranslation needs an <I18nProvider> above it');
  return value;
}
