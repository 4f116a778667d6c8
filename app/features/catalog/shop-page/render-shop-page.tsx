import { renderStaticHtml, type PageLanguage } from '../../../lib/render-static-html';
import { ShopPageContent, type ShopPageContentProps } from './ShopPageContent';

/**
 * The shop page's content as HTML, rendered while the loader runs. The page ships it as a string
 * instead of hydrating its components: the content needs no JavaScript, and the shell already
 * uses nearly all of the page's 120 KB script budget (issue #4).
 */
export function renderShopPageHtml(props: ShopPageContentProps, language: PageLanguage): string {
  return renderStaticHtml(<ShopPageContent {...props} />, language, 'shop-');
}
