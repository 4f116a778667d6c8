import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/**
 * One i18next instance per render (server) or per page load (browser), initialised synchronously
 * from the bundle the root loader fetched, so server and client render the same text.
 * English is bundled and is the fallback for any key a language lacks.
 */
export function createI18n(locale: string, bundle: Record<string, string>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: { translation: en }, ...(locale === 'en' ? {} : { [locale]: { translation: bundle } }) },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
