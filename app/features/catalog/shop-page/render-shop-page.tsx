import { renderToString } from 'react-dom/server';
import type { Bundle, Direction } from '../../../lib/i18n/translator';
import { I18nProvider } from '../../../lib/i18n/I18nProvider';
import { ShopPageContent, type ShopPageContentProps } from './ShopPageContent';

/**
 * The shop page's content as HTML, rendered while the loader runs. The page ships it as a string
 * instead of hydrating its components: the content needs no JavaScript, and the shell already
 * uses nearly all of the page's 120 KB script budget (issue #4). Server only: the route calls it
 * from its loader alone, so the client build drops it (and react-dom/server) with the loader.
 */
export function renderShopPageHtml(props: ShopPageContentProps, language: { locale: string; dir: Direction; bundle: Bundle }): string {
  const html = renderToString(
    <I18nProvider {...language}>
      <ShopPageContent {...props} />
    </I18nProvider>,
  );
  // React puts image preloads at the start of the string; in the body they come too late to
  // help, and the route's `meta` already preloads the cover from <head>.
  return html.replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, '');
}
