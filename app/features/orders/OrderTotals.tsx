import type { Order } from '../../../contract/orders';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { isolate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

/** Subtotal, fees, tax, discount and total as the order froze them (§5.1; a negative total shows 0). */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currency);
  const rows: Array<[string, number, boolean?]> = [
    [t('order.subtotal'), order.origin_price],
    [t('order.delivery_fee'), order.delivery_fee],
  ];
  // A tax or fee the shop does not charge is left out rather than shown as 0.00.
  if (order.tax > 0) rows.push([t('order.tax'), order.tax]);
  if (order.service_fee > 0) rows.push([t('order.service_fee'), order.service_fee]);
  if (order.coupon && order.coupon.price > 0) rows.push([t('order.coupon', { code: isolate(order.coupon.name ?? '') }), -order.coupon.price, true]);
  return (
    <dl className="grid gap-2">
      {rows.map(([label, amount, saving]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-ink-muted">{label}</dt>
          <dd className={`tabular-nums ${saving ? 'text-positive' : ''}`}>{amount < 0 ? <span dir="ltr">−{money(-amount)}</span> : money(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-lg font-bold">
        <dt>{t('order.total')}</dt>
        <dd className="tabular-nums">{money(Math.max(order.total_price, 0))}</dd>
      </div>
      {/* Product discounts are already off the subtotal: said once, not taken off twice. */}
      {order.total_discount > 0 && <p className="text-end text-sm font-medium">{t('order.saved', { amount: money(order.total_discount) })}</p>}
    </dl>
  );
}
