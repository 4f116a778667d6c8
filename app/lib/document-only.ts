import { createContext, use } from 'react';
import type { AppLoadContext } from 'react-router';

/**
 * Loader data is sent twice on a first page load: rendered into the HTML and again, serialized,
 * for hydration. For parts the browser keeps as the server drew them (ServerHtml blocks, the shop
 * page body), the second copy is dead weight in the most important download of the visit. So on
 * a document request the loader hands the full value to the server render aside and puts a light
 * stand-in in the loader data; on a client navigation (`.data` request) the loader data carries
 * the full value, because then the browser draws it.
 */

/** Names one value set aside; `T` ties the loader's and the component's types together. */
export type DocumentOnlyKey<T> = string & { readonly __value?: T };

export const documentOnlyKey = <T>(name: string) => name as DocumentOnlyKey<T>;

/**
 * This response's Content-Security-Policy nonce (server/http/security-headers.ts), for the inline
 * scripts the server render writes (`<Scripts>`, `<ScrollRestoration>`): set aside by entry.server
 * like any value of the document render; absent in the browser, which writes no inline script.
 */
export const cspNonceKey = documentOnlyKey<string | undefined>('csp-nonce');

/** Provided by entry.server from the request's load context; absent in the browser. */
export const DocumentOnlyContext = createContext<ReadonlyMap<string, unknown> | null>(null);

/** In a loader: `value` for the browser to draw, or `onPage` (kept in the loader data) when rendering a document. */
export function documentOnly<T>(context: AppLoadContext, key: DocumentOnlyKey<T>, value: T, onPage: T): T {
  if (!context.documentOnly) return value;
  context.documentOnly.set(key, value);
  return onPage;
}

/** In a component: the full value while the server renders the document, else what the loader data holds. */
export function useDocumentOnly<T>(key: DocumentOnlyKey<T>, fromLoader: T): T {
  const aside = use(DocumentOnlyContext);
  return aside?.has(key) ? (aside.get(key) as T) : fromLoader;
}

/** React leaves an element with this (the same object every time) as the server sent it. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * `dangerouslySetInnerHTML` for content that may be left out of the browser's data: null keeps
 * what the server sent (React does not compare inner HTML when hydrating).
 */
export const innerHtml = (html: string | null) => (html === null ? KEEP_SERVER_HTML : { __html: html });
