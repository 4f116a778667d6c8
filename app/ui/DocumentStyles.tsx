import { createContext, use } from 'react';
import { innerHtml } from '../lib/document-only';

/** The whole stylesheet as text; provided by entry.server only (the browser never downloads it twice). */
export const DocumentCssContext = createContext<string | null>(null);

/**
 * The site's stylesheet, inlined in the document's head instead of linked. It is small (about 8 KB
 * gzip) and every page needs all of it before the first paint; linked, it costs a round trip
 * before anything shows (most of the first paint on a slow phone network). Client navigations keep
 * the element as the server sent it, so the CSS is not part of any JavaScript.
 */
export function DocumentStyles() {
  const css = use(DocumentCssContext);
  return <style dangerouslySetInnerHTML={innerHtml(css)} suppressHydrationWarning />;
}
