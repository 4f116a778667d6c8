import { Fragment } from 'react';
import type { Currency } from '../../../contract/presentation';
import { fixedWidth } from '../../lib/images';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { StoredImage } from '../../ui/StoredImage';
import { QuantityStepper } from '../catalog/product/QuantityStepper';
import type { CartViewLine } from './cart-view';

type Props = {
  line: CartViewLine;
  currency: Pick<Currency, 'symbol' | 'position'> | null;
  onQuantity(quantity: number): void;
};

/**
 * One cart line: picture, title, variant extras, addons, line price (old price struck through when
 * discounted) and the stepper (contract §5.3: "−" at the minimum removes the line, "+" stops at
 * the stock left and `max_qty`). Gift lines show their quantity only.
 */
export function CartLineItem({ line, currency, onQuantity }: Props) {
  const { t } = useTranslation();
  const atMin = line.quantity <= line.minQty;
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      {line.img ? (
        <StoredImage src={line.img} alt="" width={56} height={56} {...fixedWidth(56)} className="size-14 shrink-0 rounded-xl object-cover" />
      ) : (
        <span aria-hidden="true" className="size-14 shrink-0 rounded-xl bg-line" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 font-medium leading-snug">
            {line.title}
            {line.bonus && <span className="ms-2 rounded-full bg-positive px-2 py-0.5 text-xs font-semibold text-surface-raised">{t('cart.bonus')}</span>}
          </p>
          <p className="shrink-0 text-end text-sm tabular-nums" data-testid="cart-line-price">
            {line.oldPrice !== null && (
              <span className="block text-xs text-ink-muted line-through">
                <span className="sr-only">{t('cart.old_price', { price: formatMoney(line.oldPrice, currency) })}</span>
                <span aria-hidden="true">{formatMoney(line.oldPrice, currency)}</span>
              </span>
            )}
            <span className="font-semibold">{formatMoney(line.price, currency)}</span>
          </p>
        </div>
        {line.extras.length > 0 && <p className="text-sm text-ink-muted">{line.extras.map((extra, i) => <Fragment key={i}>{i > 0 && ' · '}<bdi>{extra}</bdi></Fragment>)}</p>}
        {line.addons.length > 0 && (
          <ul className="text-sm text-ink-muted">
            {line.addons.map((a) => (
              <li key={a.key}>{t('cart.addon', { title: a.title, quantity: a.quantity })}</li>
            ))}
          </ul>
        )}
        <div className="mt-1">
          {line.bonus ? (
            <p className="text-sm font-semibold tabular-nums">× {line.quantity}</p>
          ) : (
            <QuantityStepper
              size="sm"
              display={String(line.quantity)}
              decreaseLabel={t(atMin ? 'cart.remove' : 'cart.decrease', { title: line.title })}
              increaseLabel={t('cart.increase', { title: line.title })}
              canDecrease
              canIncrease={line.canIncrease}
              onDecrease={() => onQuantity(line.quantity - 1)}
              onIncrease={() => onQuantity(line.quantity + 1)}
            />
          )}
        </div>
      </div>
    </li>
  );
}
