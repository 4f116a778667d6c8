/**
 * Operator-written HTML (the referral terms, R1 `translation.faq`) made safe to put in a page:
 * rebuilt from an allowlist rather than filtered. Only plain text structure survives (paragraphs,
 * headings, lists, emphasis, links); every attribute goes except a link's `href`, which must be
 * http(s), mailto, a same-site path or a fragment. Scripts, styles, frames and their contents,
 * comments and unknown tags are dropped; stray `<` and `&` are escaped; tags are balanced, so the
 * result cannot close or open anything around it in the page. Runs in loaders (server side).
 */

const ALLOWED = new Set(['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'small', 'span', 'div', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'a']);
/** The page has its own h1: an h1 in the terms becomes an h2. */
const RENAMED: Record<string, string> = { h1: 'h2' };
const VOID = new Set(['br', 'hr']);
/** Dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'xmp', 'svg', 'math', 'select']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|<|[^<]+/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)[^\s"'<>`\\]*$/i;

const escapeText = (text: string) =>
  text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function safeHref(attributes: string): string | null {
  const match = HREF.exec(attributes);
  if (!match) return null;
  const url = (match[1] ?? match[2] ?? match[3] ?? '').trim().replace(/&amp;/gi, '&');
  // Any other character reference could spell a scheme (`javascript&colon;`) or a quote.
  if (/&(?:#|[a-z]+;)/i.test(url) || !SAFE_URL.test(url)) return null;
  return url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let skipping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, slash, rawName, attributes = ''] = match;
    if (token.startsWith('<!--')) continue;
    if (!rawName) {
      if (!skipping) out += token === '<' ? '&lt;' : escapeText(token);
      continue;
    }
    const lower = rawName.toLowerCase();
    if (skipping) {
      if (slash && lower === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(lower)) {
      if (!slash && !token.endsWith('/>')) skipping = lower;
      continue;
    }
    const name = RENAMED[lower] ?? lower;
    if (!ALLOWED.has(name)) continue;
    if (slash) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributes);
      out += href ? `<a href="${href}" rel="nofollow noopener">` : '<a>';
    } else out += `<${name}>`;
    open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
