import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { notify } from '../../ui/toast/notify';
import { PAYMENT_NOTICE_PARAM } from './start-checkout';

const NOTICES = {
  failed: { kind: 'error', key: 'payment.start_failed', tone: 'text-negative' },
  paid: { kind: 'success', key: 'payment.paid_notice', tone: 'text-positive' },
} as const;

/**
 * What a payment step says after its 303 (`?payment=failed`: the provider's page could not be
 * opened, the order or parcel exists and waits for its payment; `?payment=paid`: paid from the
 * wallet). The server draws a status line (no JavaScript needed); with JavaScript it also
 * becomes a toast and the parameter is tidied away, so a reload does not say it again.
 */
export function PaymentNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const value = params.get(PAYMENT_NOTICE_PARAM);
  const notice = value === 'failed' || value === 'paid' ? NOTICES[value] : null;
  useEffect(() => {
    if (!notice) return;
    notify(notice.kind, t(notice.key), { id: `payment-${notice.kind}` });
    setParams(
      (p) => {
        p.delete(PAYMENT_NOTICE_PARAM);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, t, setParams]);
  if (!notice) return null;
  return (
    <p role="status" className={`rounded-xl border border-line bg-surface-raised px-4 py-3 font-medium ${notice.tone}`} data-testid="payment-notice">
      {t(notice.key)}
    </p>
  );
}
