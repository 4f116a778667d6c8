import type { ImageLayout } from '../../../lib/images';

/**
 * The product dialog's pictures: the dialog fills a phone (≤ 576px, Modal `fullScreen="phone"`)
 * and is `min(32rem, 100vw - 2rem)` wide above. Shared with the `?product=` page's `<head>`
 * preload (shop-seo.ts), which must name the same copies as the <img> or the browser fetches two.
 */
export const PRODUCT_DIALOG_IMAGE: ImageLayout & { width: number; height: number } = {
  width: 640,
  height: 400,
  sizes: '(max-width: 576px) 100vw, 512px',
  maxWidth: 576,
};
