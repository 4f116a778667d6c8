import sanitizeHtml from 'sanitize-html';

/**
 * Operator-written HTML (articles, recipe ingredients and steps, careers, about/terms/privacy:
 * contract §2.18–§2.22) is stored as typed in the admin panel and never trusted (issue #19): the
 * storefront's loaders pass it through this allow-list of a maintained sanitiser (sanitize-html)
 * before it reaches a page. Import it from loaders only (never from a component): then the
 * sanitiser stays in the server build and the browser only receives the cleaned string in loader
 * data. (A `.server.ts` name is refused in app/ by the lint boundary against server/ code.)
 *
 * Kept: text structure, lists, tables, links (http/https/mailto/tel only, marked `nofollow` and
 * opened without an opener) and pictures (http/https or this site's paths). Dropped: scripts,
 * styles, event handlers, iframes, forms and every attribute not listed. `<h1>` becomes `<h2>`:
 * the page's own title is its one `<h1>`.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'code', 'pre', 'span', 'div',
    'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    // `rel` and `loading` are always the transforms' values below, whatever the input said.
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
};

/** The HTML with only what the allow-list keeps; empty (or only whitespace) comes back as null. */
export function sanitizeOperatorHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean ? clean : null;
}
