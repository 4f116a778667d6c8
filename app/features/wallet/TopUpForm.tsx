import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card, inputClass } from '../profile/Field';

/**
 * The top-up form (contract W2, issue #17). Paying online is the payment-providers issue (#20):
 * until it lands the form is shown switched off, with the methods the operator has enabled (never
 * cash or the wallet) and an honest note that online top-up is not available yet — nothing is
 * submitted. With no method enabled it says so.
 */
export function TopUpForm({ methods }: { methods: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="wallet-topup" className={card}>
      <h2 id="wallet-topup" className="text-lg font-semibold">{t('wallet.topup.title')}</h2>
      <p id="wallet-topup-note" className="mt-1 text-sm text-ink-muted" data-testid="wallet-topup-note">
        {methods.length ? t('wallet.topup.unavailable') : t('wallet.topup.no_methods')}
      </p>
      <form className="mt-4" aria-describedby="wallet-topup-note">
        <fieldset disabled className="grid gap-4">
          <legend className="sr-only">{t('wallet.topup.title')}</legend>
          <div>
            <label htmlFor="wallet-topup-amount" className="text-sm font-medium">{t('wallet.topup.amount')}</label>
            <input id="wallet-topup-amount" name="total_price" inputMode="decimal" autoComplete="off" className={`${inputClass} opacity-70`} />
          </div>
          {methods.length > 0 && (
            <div role="group" aria-labelledby="wallet-topup-methods">
              <p id="wallet-topup-methods" className="text-sm font-medium">{t('wallet.topup.methods')}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {methods.map((tag) => (
                  <li key={tag} className="rounded-full border border-line px-3 py-1 text-sm" dir="ltr">{tag}</li>
                ))}
              </ul>
            </div>
          )}
        </fieldset>
      </form>
    </section>
  );
}
