import type { ReactNode } from 'react';
import { isProviderTag, type Payment } from '../../../contract/payments';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { paymentLabel } from './payment-methods';

/** A payment choice's card (the checked one is outlined), as checkout and the payment forms draw it. */
export const methodOption = `relative flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5 ${focusRing}`;

/**
 * One payment method as a radio choice: its translated name, and for an online provider that
 * paying continues on the provider's page (`extra`: e.g. the wallet's balance).
 */
export function PaymentMethodOption({ payment, name, checked, extra }: {
  payment: Payment;
  name: string;
  checked: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const label = paymentLabel(t, payment.tag);
  return (
    <label className={methodOption} data-payment-tag={payment.tag}>
      <input type="radio" name={name} value={payment.id} defaultChecked={checked} className="mt-1 accent-brand" />
      <span className="min-w-0">
        <span className="block font-medium">{label}</span>
        {isProviderTag(payment.tag) && <span className="block text-sm text-ink-muted">{t('payment.online_note', { provider: label })}</span>}
        {extra}
      </span>
    </label>
  );
}
