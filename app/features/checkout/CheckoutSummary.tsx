import type { OrderCalculation } from '../../../contract/orders';
import type { Currency } from '../../../contract/presentation';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import type { CheckoutPage } from './load-checkout';

/** The lines and O1's amounts, as the server computed them (the page adds nothing up). */
export function CheckoutSummary({ lines, calculation, currency, coupon }: {
  lines: CheckoutPage['lines'];
  calculation: OrderCalculation | null;
  currency: Pick<Currency, 'symbol' | 'position'> | null;
  coupon: boolean;
}) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, currency);
  const row = (label: string, amount: number, testId: string, negative = false) => (
    <div className="flex justify-between gap-3" data-testid={testId}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{negative && amount > 0 ? <span dir="ltr">−{money(amount)}</span> : money(amount)}</dd>
    </div>
  );
  return (
    <section aria-labelledby="checkout-summary" className="grid gap-3">
      <h2 id="checkout-summary" className="text-lg font-semibold">{t('checkout.summary')}</h2>
      <ul aria-label={t('checkout.items')} className="grid gap-2 border-b border-line pb-3 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3">
            <span className="min-w-0">
              <span className="font-medium">{line.quantity} × {line.title}</span>
              {line.addons.length > 0 && <span className="block text-ink-muted">{line.addons.join(', ')}</span>}
            </span>
            <span className="tabular-nums">{money(line.price)}</span>
          </li>
        ))}
      </ul>
      {calculation && (
        <dl className="grid gap-1.5 text-sm">
          {row(t('checkout.subtotal'), calculation.price, 'summary-subtotal')}
          {row(t('checkout.deliveryFee'), calculation.delivery_fee, 'summary-delivery')}
          {row(t('checkout.tax'), calculation.total_tax, 'summary-tax')}
          {calculation.total_discount > 0 && row(t('checkout.discount'), calculation.total_discount, 'summary-discount')}
          {coupon && calculation.coupon_price > 0 && row(t('checkout.couponDiscount'), calculation.coupon_price, 'summary-coupon', true)}
          {calculation.service_fee > 0 && row(t('checkout.serviceFee'), calculation.service_fee, 'summary-service')}
          <div className="mt-1 flex justify-between gap-3 border-t border-line pt-2 text-base font-bold" data-testid="summary-total">
            <dt>{t('checkout.total')}</dt>
            <dd className="tabular-nums">{money(Math.max(0, calculation.total_price))}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
