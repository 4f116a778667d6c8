import type { AppLoadContext } from 'react-router';
import { documentOnly, documentOnlyKey, innerHtml, useDocumentOnly } from '../../lib/document-only';

/**
 * Operator HTML on content pages (articles, recipe steps, careers, about/terms/privacy). The
 * loader sanitises it (app/lib/operator-html.ts) and, as the shop page does with its body
 * (decision 0005), sends it once: on a first load the HTML is in the page and the hydration data
 * only says which parts exist (`''`); the browser keeps the server's HTML. On a client navigation
 * the loader data carries the sanitised strings and React draws them.
 */
export type HtmlParts = Record<string, string | null>;

const partsKey = documentOnlyKey<HtmlParts>('content-page.html');

/** In a loader: the sanitised parts, or (document request) their stand-ins. */
export function keepHtml(context: AppLoadContext, parts: HtmlParts): HtmlParts {
  const standIns = Object.fromEntries(Object.entries(parts).map(([name, html]) => [name, html === null ? null : '']));
  return documentOnly(context, partsKey, parts, standIns);
}

/** In the page component: the parts as this render should draw them. */
export function useHtmlParts(fromLoader: HtmlParts): HtmlParts {
  return useDocumentOnly(partsKey, fromLoader);
}

/** Typography for operator HTML: lists, headings, links, pictures (the pages' own CSS, no plugin). */
export const proseClass =
  'space-y-3 leading-relaxed break-words [&_a]:text-brand [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:my-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2';

/** One sanitised part: nothing when absent, the server's HTML kept (`''`), or drawn. */
export function OperatorHtml({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  if (html == null) return null;
  return <div className={`${proseClass} ${className}`} dangerouslySetInnerHTML={innerHtml(html === '' ? null : html)} suppressHydrationWarning />;
}
