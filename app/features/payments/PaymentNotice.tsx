import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { notify } from '../../ui/toast/notify';
import { readPaymentReason } from './payment-messages';
import { PAYMENT_NOTICE_PARAM, PAYMENT_REASON_PARAM } from './start-checkout';

/**
 * What a payment step says after its 303 (`?payment=failed`: the provider's page could not be
 * opened, the order or parcel exists and waits for its payment — with `reason=`, the API's own
 * words, e.g. that the profile needs an e-mail; `?payment=paid`: paid from the wallet). The
 * server draws a status line (no JavaScript needed); with JavaScript it also becomes a toast and
 * the parameters are tidied away, so a reload does not say it again.
 */
export function PaymentNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const value = params.get(PAYMENT_NOTICE_PARAM);
  const reason = value === 'failed' ? readPaymentReason(params.get(PAYMENT_REASON_PARAM)) : null;
  const text = value === 'paid' ? t('payment.paid_notice') : value === 'failed' ? t(reason ? `payment.api.${reason}` : 'payment.start_failed') : null;
  const profileLink = reason === 'emailRequired' ? t('payment.profile_link') : null;
  useEffect(() => {
    if (!text) return;
    const link = profileLink ? { link: { href: '/profile', label: profileLink } } : {};
    notify(value === 'paid' ? 'success' : 'error', text, { id: `payment-${value}`, ...link });
    setParams(
      (p) => {
        p.delete(PAYMENT_NOTICE_PARAM);
        p.delete(PAYMENT_REASON_PARAM);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [text, value, profileLink, setParams]);
  if (!text) return null;
  return (
    <p role="status" className={`rounded-xl border border-line bg-surface-raised px-4 py-3 font-medium ${value === 'paid' ? 'text-positive' : 'text-negative'}`} data-testid="payment-notice">
      {text}
      {profileLink && <Link to="/profile" className="ms-2 underline">{profileLink}</Link>}
    </p>
  );
}
