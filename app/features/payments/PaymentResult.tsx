import { Link, useLocation } from 'react-router';
import type { TranslationKey } from '../../lib/i18n/en';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { card, primaryButton, secondaryButton } from '../profile/Field';
import type { PaymentResultData } from './load-payment-result';
import { paymentLabel } from './payment-methods';
import { canRetry, payableHref, resultView, retryHref, type ResultView } from './payment-result';
import { ResultIcon } from './ResultIcon';
import { usePendingRecheck } from './use-pending-recheck';

const TEXTS: Record<ResultView, { title: TranslationKey; text: TranslationKey }> = {
  paid: { title: 'payment.result.paid.title', text: 'payment.result.paid.text' },
  pending: { title: 'payment.result.pending.title', text: 'payment.result.pending.text' },
  failed: { title: 'payment.result.failed.title', text: 'payment.result.failed.text' },
  canceled: { title: 'payment.result.canceled.title', text: 'payment.result.canceled.text' },
  left: { title: 'payment.result.left.title', text: 'payment.result.left.text' },
  refunded: { title: 'payment.result.refunded.title', text: 'payment.result.refunded.text' },
};

const VIEW_PAYABLE = {
  order: 'payment.result.view_order',
  parcel: 'payment.result.view_parcel',
  wallet: 'payment.result.view_wallet',
} as const;

/**
 * The return page's body (issue #20): what became of the payment — paid, still pending (checked
 * again by itself for a while, then on request), declined, canceled or left at the provider —
 * with the amount, the method and what it was for, and the way on: the order, parcel or wallet;
 * after a failure "Try another method" (their Pay control or the top-up form). The outcome is
 * a live region, so a pending payment that settles is announced.
 */
export function PaymentResult({ data }: { data: PaymentResultData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { transaction, amount: paid, leftProvider } = data;
  const view = resultView(transaction.status, leftProvider);
  const recheck = usePendingRecheck(view === 'pending');
  const provider = paymentLabel(t, transaction.payment_system.tag);
  const amount = paid.currency ? formatMoney(Number(paid.value), paid.currency) : `${paid.value} ${paid.code}`.trim();
  const { payable } = transaction;
  const paidFor =
    payable.type === 'order' ? t('orders.number', { id: payable.id }) : payable.type === 'parcel' ? t('parcels.number', { id: payable.id }) : t('payment.result.for.wallet');
  const retry = canRetry(view);
  const text = view === 'pending' && recheck.stopped ? 'payment.result.pending.stopped' : TEXTS[view].text;
  return (
    <section aria-labelledby="payment-result-title" className={`${card} grid gap-5`} data-testid="payment-result" data-view={view}>
      <div className="flex items-start gap-4" aria-live="polite">
        <ResultIcon view={view} />
        <div className="min-w-0">
          <h1 id="payment-result-title" className="text-2xl font-bold">{t(TEXTS[view].title)}</h1>
          <p className="mt-1 text-ink-muted">{t(text, { provider })}</p>
        </div>
      </div>
      <dl className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">{t('payment.result.amount')}</dt>
          <dd dir="ltr" className="text-lg font-semibold tabular-nums rtl:text-right" data-testid="payment-amount">{amount}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('payment.result.method')}</dt>
          <dd className="text-lg font-semibold">{provider}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('payment.result.for')}</dt>
          <dd className="text-lg font-semibold">{paidFor}</dd>
        </div>
      </dl>
      {view === 'pending' && recheck.auto && (
        <p className="flex items-center gap-2 text-sm text-ink-muted" data-testid="payment-rechecking">
          <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-brand" />
          {t('payment.result.checking')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {view === 'pending' && !recheck.auto && (
          <Link
            to={location.pathname + location.search}
            replace
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              recheck.checkNow();
            }}
            aria-disabled={recheck.checking || undefined}
            className={primaryButton}
          >
            {recheck.checking ? t('payment.result.checking') : t('payment.result.check_again')}
          </Link>
        )}
        {retry && <Link to={retryHref(payable)} className={primaryButton}>{t('payment.result.try_another')}</Link>}
        <Link to={payableHref(payable)} className={retry || view === 'pending' ? secondaryButton : primaryButton}>{t(VIEW_PAYABLE[payable.type])}</Link>
      </div>
    </section>
  );
}
