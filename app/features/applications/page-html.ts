import sanitizeHtml from 'sanitize-html';

/**
 * Operator HTML of a static page (PG1, contract/pages.ts: stored as given, sanitised by the
 * storefront) made safe to put in the page: text formatting, lists, links and pictures only; no
 * scripts, styles, event handlers or `javascript:` URLs (sanitize-html's rules). Links open as
 * usual; external ones cannot reach back to this window. Loader-only (the browser gets the result; the build leaves it out of the page script).
 */
export function safePageHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}
