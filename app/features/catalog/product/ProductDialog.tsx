import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductDetail } from '../../../../contract/products';
import { useBrowserApiBase } from '../../../lib/api/use-browser-api-base';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { useRootStore } from '../../../lib/store/RootStoreProvider';
import { removeDialogPreview } from '../../../ui/overlay/DialogPanel';
import { Modal } from '../../../ui/overlay/Modal';
import { notify } from '../../../ui/toast/notify';
import type { NewCartLine } from '../../cart/cart-store';
import { useCartAdd } from '../../cart/use-cart-add';
import { ProductView } from './ProductView';
import { useProduct } from './use-product';

// Asked only when the cart holds another shop's items.
const ReplaceCartPrompt = lazy(() => import('../../cart/ReplaceCartPrompt'));

/** Spec §3 "Product dialog": which product, whether the dialog is open, its uuid. */
export type ProductDialogState = { uuid: string | null; isOpen: boolean; product: ProductDetail | null };

type Props = {
  /** `?product=` of the page; null once the visitor closed the dialog. */
  uuid: string | null;
  /** The product as the page's loader fetched it, if it did (nothing is fetched again). */
  initial?: ProductDetail | null;
  /** False when the page knows the product's shop is closed now: adding is refused (contract §5.5). */
  shopOpen?: boolean;
  onClose(): void;
};

/**
 * The product dialog (lazy chunk): loads the product, lets the visitor choose and hands the line
 * to the cart (a visitor's local cart, a customer's server cart: features/cart/use-cart-add.ts). Full
 * screen on phones. Closing is the host's job (it removes `?product`).
 */
export default function ProductDialog({ uuid, initial, shopOpen = true, onClose }: Props) {
  const apiBase = useBrowserApiBase();
  const { t, locale } = useTranslation();
  const currency = useRootStore((s) => s.currency);
  // The last product stays on screen while the dialog closes.
  const [shown, setShown] = useState<string | null>(uuid);
  if (uuid && uuid !== shown) setShown(uuid);
  const load = useProduct(shown, { locale, currencyId: currency?.id, apiBase, initial });
  const state: ProductDialogState = { uuid: shown, isOpen: uuid !== null, product: load.status === 'ready' ? load.product : null };
  const [pending, setPending] = useState<NewCartLine | null>(null);
  const [adding, setAdding] = useState(false);
  const cart = useCartAdd();
  // The server's drawing of this dialog (first load of a `?product=` link) goes once this one is
  // shown over it (the Modal's effect, which runs before this one).
  useEffect(removeDialogPreview, []);

  /** Adds the line, or with `replacing` (the prompt's "yes") empties the cart first. */
  async function put(line: NewCartLine, replacing = false) {
    setAdding(true);
    const result = await (replacing ? cart.replace(line) : cart.add(line));
    setAdding(false);
    if (result.status === 'added') {
      notify('success', t('product.added'));
      onClose();
    } else if (result.status === 'replace-needed') setPending(line);
  }

  const title = state.product?.translation?.title ?? t(load.status === 'loading' ? 'product.loading' : 'product.not_found');
  return (
    <>
      <Modal open={state.isOpen} onOpenChange={(open) => !open && onClose()} title={title} fullScreen="phone">
        {state.product ? (
          <ProductView
            key={`${state.product.uuid}|${currency?.id ?? ''}`}
            product={state.product}
            currency={currency}
            shopOpen={shopOpen}
            busy={adding}
            onAdd={(line) => void put(line)}
          />
        ) : (
          <p className="p-6 text-center text-ink-muted" role="status">
            {load.status === 'loading' ? t('product.loading') : load.status === 'missing' ? t('product.not_found') : t('error.title')}
          </p>
        )}
      </Modal>
      {pending && (
        <Suspense>
          <ReplaceCartPrompt
            open
            onOpenChange={(open) => !open && setPending(null)}
            onConfirm={() => {
              setPending(null);
              void put(pending, true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
