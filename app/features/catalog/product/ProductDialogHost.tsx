import { lazy, Suspense, useState } from 'react';
import { useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import type { ProductDetail } from '../../../../contract/products';

// The dialog, the dialog library and the choice logic load only when a product is opened.
const ProductDialog = lazy(() => import('./ProductDialog'));

export const PRODUCT_PARAM = 'product';

type Props = {
  /** The product the page's loader fetched for `?product=` (optional: else the browser fetches it). */
  product?: ProductDetail | null;
  /** The page's shop is closed now (shop page): the dialog refuses to add (contract §5.5). */
  shopOpen?: boolean;
};

/**
 * Deep link to a product on any page that mounts it: `?product={uuid}` opens the dialog, closing
 * removes the parameter (replace, so Back does not reopen it). Costs the page only this file.
 */
export function ProductDialogHost({ product, shopOpen }: Props) {
  const [params, setParams] = useSearchParams();
  const uuid = params.get(PRODUCT_PARAM);
  // Once opened the chunk stays mounted, so the dialog can close properly.
  const [requested, setRequested] = useState(uuid !== null);
  if (uuid && !requested) setRequested(true);
  if (!requested) return null;
  const close = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(PRODUCT_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Suspense fallback={null}>
      <ProductDialog uuid={uuid} initial={product} shopOpen={shopOpen} onClose={close} />
    </Suspense>
  );
}

/**
 * For the pages that mount the host: opening or closing the dialog only changes `?product`, which
 * needs no new page data (`export { skipProductParamRevalidation as shouldRevalidate }`).
 */
export const skipProductParamRevalidation: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const p = new URLSearchParams(url.search);
    p.delete(PRODUCT_PARAM);
    p.sort();
    return p.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
};
