/** XML of sitemaps.org files: a urlset (page addresses) and a sitemap index (file addresses). */

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const document = (root: string, item: string, locs: readonly string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${NS}">`,
    ...locs.map((loc) => `<${item}><loc>${escapeXml(loc)}</loc></${item}>`),
    `</${root}>`,
    '',
  ].join('\n');

export const urlsetXml = (urls: readonly string[]) => document('urlset', 'url', urls);
export const sitemapIndexXml = (files: readonly string[]) => document('sitemapindex', 'sitemap', files);
