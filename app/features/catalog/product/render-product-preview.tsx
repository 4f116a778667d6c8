import type { Currency } from '../../../../contract/presentation';
import type { ProductDetail } from '../../../../contract/products';
import { renderStaticHtml, type PageLanguage } from '../../../lib/render-static-html';
import { Modal } from '../../../ui/overlay/Modal';
import { ProductView } from './ProductView';

const noop = () => {};

/**
 * A `?product=` link's dialog as HTML, for a first page load: the product shows at first paint
 * instead of after the page's scripts and the dialog's chunk have loaded (it is the largest thing
 * on screen, so this is the page's largest contentful paint). The live ProductDialog removes it
 * when it opens; without JavaScript it stays, and ✕ is a link to `closeHref`.
 */
export function renderProductPreviewHtml(
  product: ProductDetail,
  { currency, closeHref }: { currency: Currency | null; closeHref: string },
  language: PageLanguage,
): string {
  return renderStaticHtml(
    <Modal open onOpenChange={noop} title={product.translation?.title ?? ''} fullScreen="phone" preview={{ closeHref }}>
      <ProductView product={product} currency={currency} onAdd={noop} />
    </Modal>,
    language,
    'product-preview-',
  );
}
