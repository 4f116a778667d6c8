import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from './i18n/I18nProvider';
import type { Bundle, Direction } from './i18n/translator';

export type PageLanguage = { locale: string; dir: Direction; bundle: Bundle };

/**
 * Content a loader renders to HTML for the page to show as is (no hydration), in the visitor's
 * language. Server only: called from loaders alone, so the client build drops it (and
 * react-dom/server) with them.
 */
export function renderStaticHtml(content: ReactNode, language: PageLanguage, idPrefix: string): string {
  // Each piece gets its own prefix for React's ids: several may share the document.
  const html = renderToString(<I18nProvider {...language}>{content}</I18nProvider>, { identifierPrefix: idPrefix });
  // React puts image preloads at the start of the string; in the body they come too late to
  // help, and the route's `meta` preloads the picture painted first from <head>.
  return html.replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, '');
}
