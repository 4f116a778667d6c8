import { Form } from 'react-router';
import type { Payment } from '../../../contract/payments';
import type { Currency } from '../../../contract/presentation';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { PaymentMethodOption } from '../payments/PaymentMethodOption';
import { paymentMessageText } from '../payments/payment-messages';
import { TOP_UP_ANCHOR } from '../payments/payment-result';
import { card, inputClass, primaryButton } from '../profile/Field';
import { SubmitButton } from '../profile/SubmitButton';
import type { TopUpActionData } from './top-up-action';
import type { WalletMessage } from './wallet-messages';

function Problem({ id, error }: { id: string; error: WalletMessage | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <p id={id} role="alert" className="mt-1 text-sm text-negative">{paymentMessageText(t, error)}</p>;
}

/**
 * The top-up form (contract W2, issue #20): an amount in the chosen currency and one of the
 * online providers the server has configured (never cash or the wallet), posted as
 * `intent=topup` to the /wallet action, which sends the browser to the provider's page. With no
 * provider configured the form is not drawn and the note says why. A plain form: it works
 * before JavaScript arrives; refusals come back at their fields. `#top-up` is where the return
 * page's "Try another method" lands.
 */
export function TopUpForm({ methods, currency, refused }: {
  methods: readonly Payment[];
  currency: Pick<Currency, 'id' | 'symbol'> | null;
  refused: TopUpActionData['topUp'] | undefined;
}) {
  const { t } = useTranslation();
  const errors = refused?.errors ?? {};
  const chosen = refused?.values.payment;
  return (
    <section id={TOP_UP_ANCHOR} aria-labelledby="wallet-topup" className={`${card} scroll-mt-24`} data-testid="wallet-topup">
      <h2 id="wallet-topup" className="text-lg font-semibold">{t('wallet.topup.title')}</h2>
      <p id="wallet-topup-note" className="mt-1 text-sm text-ink-muted" data-testid="wallet-topup-note">
        {methods.length ? t('wallet.topup.text') : t('wallet.topup.no_methods')}
      </p>
      {methods.length > 0 && (
        <Form method="post" className="mt-4 grid gap-4" aria-describedby="wallet-topup-note">
          {currency && <input type="hidden" name="currency_id" value={currency.id} />}
          <div>
            <label htmlFor="wallet-topup-amount" className="text-sm font-medium">{t('wallet.topup.amount', { symbol: currency?.symbol ?? '' })}</label>
            <input
              id="wallet-topup-amount"
              name="total_price"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              required
              maxLength={20}
              defaultValue={refused?.values.total_price}
              aria-invalid={errors.total_price ? true : undefined}
              aria-describedby={errors.total_price ? 'wallet-topup-amount-error' : undefined}
              className={`${inputClass} block max-w-xs tabular-nums rtl:text-right`}
            />
            <Problem id="wallet-topup-amount-error" error={errors.total_price} />
          </div>
          <fieldset className="grid min-w-0 gap-2" aria-describedby={errors.payment ? 'wallet-topup-payment-error' : undefined}>
            <legend className="mb-1 text-sm font-medium">{t('wallet.topup.method')}</legend>
            {methods.map((m, i) => (
              <PaymentMethodOption key={m.id} payment={m} name="payment" checked={chosen ? chosen === String(m.id) : i === 0} />
            ))}
            <Problem id="wallet-topup-payment-error" error={errors.payment} />
          </fieldset>
          <Problem id="wallet-topup-error" error={errors.form} />
          <SubmitButton intent="topup" className={`${primaryButton} justify-self-start`}>{t('wallet.topup.submit')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
