import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { Payment } from '../../../contract/payments';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { primaryButton } from '../profile/Field';
import { SubmitButton } from '../profile/SubmitButton';
import { PAY_FIELD } from './pay-again';
import { PaymentMethodOption } from './PaymentMethodOption';
import { PAY_ANCHOR } from './payment-result';

/**
 * The "Pay" control of an unpaid order or parcel (contract §4.5, issue #20): the methods it can
 * be paid with now (the wallet, the online providers; never cash) and a Pay button posting
 * intent `pay` to the page's action (pay-again.ts), so it works before JavaScript arrives.
 * `#pay` is where the return page's "Try another method" lands. `children`: the refusal, if any.
 */
export function PayControl({ methods, current, children }: { methods: readonly Payment[]; current: string | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const preferred = methods.find((m) => m.tag === current) ?? methods[0];
  return (
    <section id={PAY_ANCHOR} aria-labelledby="pay-title" className="grid scroll-mt-24 gap-3 rounded-2xl border border-line p-4" data-testid="pay-control">
      <div>
        <h2 id="pay-title" className="text-lg font-bold">{t('payment.pay.title')}</h2>
        <p className="text-sm text-ink-muted">{t('payment.pay.text')}</p>
      </div>
      {methods.length > 0 ? (
        <Form method="post" className="grid gap-3">
          <fieldset className="grid min-w-0 gap-2">
            <legend className="sr-only">{t('order.payment')}</legend>
            {methods.map((m) => <PaymentMethodOption key={m.id} payment={m} name={PAY_FIELD} checked={m === preferred} />)}
          </fieldset>
          {children}
          <SubmitButton intent="pay" className={`${primaryButton} justify-self-start`}>{t('payment.pay.submit')}</SubmitButton>
        </Form>
      ) : (
        <p className="text-sm">{t('payment.pay.none')}</p>
      )}
    </section>
  );
}
