import { useState } from 'react';
import type { Currency } from '../../../../contract/presentation';
import type { ProductDetail } from '../../../../contract/products';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { formatMoney } from '../../../lib/money';
import { StoredImage } from '../../../ui/StoredImage';
import { focusRing } from '../../../ui/styles';
import type { NewCartLine } from '../../cart/cart-store';
import {
  addonStartQuantity, canDecrease, canIncrease, chooseExtra, clampQuantity, defaultPath, displayAmount, isOutOfStock,
  lineOldPrice, linePrice, matchingStock, minQuantity, setAddonQuantity, variantLevels, visibleAddons, type AddonQuantities,
} from './product-choice';
import { PRODUCT_DIALOG_IMAGE } from './product-image';
import { QuantityStepper } from './QuantityStepper';

type Props = {
  product: ProductDetail;
  currency: Pick<Currency, 'symbol' | 'position' | 'rate'> | null;
  /** False: the shop is closed now, so nothing can be added (contract §5.5). */
  shopOpen?: boolean;
  /** The cart is saving the last add. */
  busy?: boolean;
  onAdd(line: NewCartLine): void;
};

/**
 * The dialog's content: gallery, description, variants (extras by level), addons, quantity and
 * the live display price. What it adds is a cart line; the server prices the order later.
 */
export function ProductView({ product, currency, shopOpen = true, busy = false, onAdd }: Props) {
  const { t } = useTranslation();
  const [path, setPath] = useState(() => defaultPath(product.stocks));
  const [quantity, setQuantity] = useState(() => minQuantity(product));
  const [addonQty, setAddonQty] = useState<AddonQuantities>({});

  const stock = matchingStock(product.stocks, path);
  const levels = variantLevels(product.stocks, path);
  const addons = visibleAddons(stock);
  const soldOut = isOutOfStock(product, stock);
  const price = linePrice(stock, quantity, addons, addonQty);
  const oldPrice = lineOldPrice(stock, quantity, addons, addonQty);
  const unit = product.unit?.translation?.title;
  const title = product.translation?.title ?? '';
  const images = [product.img].filter((src): src is string => Boolean(src));

  function choose(level: number, extraId: number) {
    const next = chooseExtra(product.stocks, path, level, extraId);
    setPath(next);
    // Contract §5.4: another variant has other addons, so the addon choice starts over.
    setAddonQty({});
    setQuantity((q) => clampQuantity(product, matchingStock(product.stocks, next), q));
  }

  function add() {
    if (!stock || soldOut || !shopOpen) return;
    onAdd({
      // The prices below are in this currency; a visitor's cart shows them in a later one too.
      rate: currency?.rate,
      quantity,
      stock: { id: stock.id, price: stock.total_price },
      shop_id: product.shop_id,
      addons: addons.flatMap((a) =>
        addonQty[a.id] && a.product.stock
          ? [{ stock: { id: a.product.stock.id, price: a.product.stock.total_price }, quantity: addonQty[a.id] ?? 0, title: a.product.translation?.title ?? '' }]
          : [],
      ),
      product: {
        uuid: product.uuid,
        title,
        img: product.img,
        extras: stock.extras.map((e) => e.value),
        min_qty: product.min_qty,
        max_qty: product.max_qty,
        available: stock.quantity,
        discount: stock.discount,
      },
    });
  }

  return (
    <div className="flex flex-col">
      {images.length > 0 && (
        <ul className="flex snap-x snap-mandatory overflow-x-auto bg-line" aria-label={title}>
          {images.map((src, i) => (
            <li key={src} className="w-full shrink-0 snap-center">
              {/* The first picture is what the dialog opens with (a `?product=` link preloads it). */}
              <StoredImage src={src} alt={title} {...PRODUCT_DIALOG_IMAGE} priority={i === 0} className="aspect-[8/5] w-full object-cover" />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-5 p-4 sm:p-6">
        <div>
          {product.shop.translation?.title && (
            <p className="text-sm text-ink-muted">{t('product.shop', { shop: product.shop.translation.title })}</p>
          )}
          {product.translation?.description && <p className="mt-1 text-ink">{product.translation.description}</p>}
        </div>

        {levels.map((level) => (
          <fieldset key={level.groupId} className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{level.title}</legend>
            <div className="flex flex-wrap gap-2">
              {level.options.map((option) => {
                const checked = path[level.level] === option.id;
                return (
                  <label
                    key={option.id}
                    className={`cursor-pointer rounded-full border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${checked ? 'border-brand bg-brand text-brand-ink' : 'border-line hover:bg-line'}`}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`extra-${level.groupId}`}
                      value={option.id}
                      checked={checked}
                      onChange={() => choose(level.level, option.id)}
                    />
                    <bdi>{option.value}</bdi>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}

        {addons.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{t('product.addons')}</legend>
            <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
              {addons.map((addon) => {
                const qty = addonQty[addon.id] ?? 0;
                const addonTitle = addon.product.translation?.title ?? '';
                const addonStock = addon.product.stock;
                return (
                  <li key={addon.id} className="flex items-center gap-3 px-3 py-2">
                    <label className="flex flex-1 cursor-pointer items-center gap-3">
                      <input
                        type="checkbox"
                        className={`size-5 accent-brand ${focusRing}`}
                        checked={qty > 0}
                        disabled={!addonStock || addonStock.quantity <= 0}
                        onChange={(e) => setAddonQty((q) => setAddonQuantity(q, addon, e.target.checked ? addonStartQuantity(addon) : 0))}
                      />
                      {/* Title over price: with the stepper beside them the row still fits a 360px phone. */}
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span>{addonTitle}</span>
                        {/* dir: "+" stays before the amount in a right-to-left page. */}
                        <span dir="ltr" className="w-fit text-sm text-ink-muted">+{formatMoney(addonStock?.total_price ?? 0, currency)}</span>
                      </span>
                    </label>
                    {qty > 0 && (
                      <QuantityStepper
                        size="sm"
                        display={String(qty)}
                        decreaseLabel={t('product.addon_decrease', { title: addonTitle })}
                        increaseLabel={t('product.addon_increase', { title: addonTitle })}
                        canDecrease={qty > 0}
                        canIncrease={qty < (addonStock?.quantity ?? 0)}
                        onDecrease={() => setAddonQty((q) => setAddonQuantity(q, addon, qty - 1))}
                        onIncrease={() => setAddonQty((q) => setAddonQuantity(q, addon, qty + 1))}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
      </div>

      <div className="sticky bottom-0 mt-auto flex flex-wrap items-center gap-3 border-t border-line bg-surface-raised p-4 sm:px-6">
        <div className="flex flex-col">
          <span className="sr-only">{t('product.quantity')}</span>
          <QuantityStepper
            display={unit ? `${displayAmount(quantity, product.interval)} ${unit}` : displayAmount(quantity, product.interval)}
            decreaseLabel={t('product.decrease')}
            increaseLabel={t('product.increase')}
            canDecrease={!soldOut && canDecrease(product, quantity)}
            canIncrease={!soldOut && canIncrease(product, stock, quantity)}
            onDecrease={() => setQuantity((q) => q - 1)}
            onIncrease={() => setQuantity((q) => q + 1)}
          />
        </div>
        <div className="ms-auto flex items-center gap-3">
          <p className="text-end" data-testid="product-price">
            {oldPrice !== null && (
              <span className="block text-sm text-ink-muted line-through">
                <span className="sr-only">{t('product.old_price', { price: formatMoney(oldPrice, currency) })}</span>
                <span aria-hidden="true">{formatMoney(oldPrice, currency)}</span>
              </span>
            )}
            <span className="text-lg font-bold tabular-nums">{formatMoney(price, currency)}</span>
          </p>
          <button
            type="button"
            disabled={soldOut || !shopOpen || busy}
            aria-busy={busy}
            onClick={add}
            className={`rounded-full bg-brand px-5 py-3 font-semibold text-brand-ink hover:opacity-90 disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-muted ${focusRing}`}
          >
            {!shopOpen ? t('cart.shop_closed') : soldOut ? t('product.out_of_stock') : t('product.add_to_cart')}
          </button>
        </div>
      </div>
    </div>
  );
}
