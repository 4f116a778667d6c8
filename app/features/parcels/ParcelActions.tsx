import { Form, useSearchParams } from 'react-router';
import type { Parcel } from '../../../contract/parcels';
import type { Payment } from '../../../contract/payments';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { PayControl } from '../payments/PayControl';
import { paymentMessageText } from '../payments/payment-messages';
import { PaymentNotice } from '../payments/PaymentNotice';
import { primaryButton, secondaryButton } from '../profile/Field';
import { SubmitButton } from '../profile/SubmitButton';
import { ReviewFields } from '../orders/ReviewFields';
import type { ParcelActionData, ParcelIntent } from './parcel-action';
import { parcelMessageText } from './parcel-messages';
import { parcelActions } from './parcel-status';

function ActionError({ intent, refused }: { intent: ParcelIntent; refused: ParcelActionData | undefined }) {
  const { t } = useTranslation();
  if (refused?.intent !== intent) return null;
  return <p role="alert" className="text-sm text-negative">{intent === 'pay' ? paymentMessageText(t, refused.error) : parcelMessageText(t, refused.error)}</p>;
}

/** What a post just did (`?done=` after the 303), said once. */
function DoneNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const done = params.get('done');
  const text = done === 'cancel' ? t('parcels.canceledNotice') : done === 'review' ? t('order.review.thanks') : null;
  return text ? <p role="status" className="rounded-xl bg-positive/15 px-4 py-3 font-medium">{text}</p> : null;
}

/**
 * The parcel's actions: pay while unpaid (`payMethods`, null when it cannot be paid now: contract
 * §4.5, issue #20), cancel while `new` (PC6, behind a second, explicit confirmation) and the
 * courier review once delivered (PC7: stars and a comment). Plain forms posting to the route's
 * action, so they work before JavaScript arrives; the API refuses what is not allowed.
 */
export function ParcelActions({ parcel, refused, payMethods }: { parcel: Parcel; refused: ParcelActionData | undefined; payMethods: Payment[] | null }) {
  const { t } = useTranslation();
  const can = parcelActions(parcel);
  return (
    <div className="grid gap-4">
      <DoneNotice />
      <PaymentNotice />
      {payMethods && (
        <PayControl methods={payMethods} current={parcel.transaction?.payment_system?.tag}>
          <ActionError intent="pay" refused={refused} />
        </PayControl>
      )}
      {parcel.review && <p className="text-ink-muted" data-testid="parcel-review">{t('parcels.review.yours', { rating: parcel.review.rating })}</p>}
      {can.cancel && (
        <details className="group" open={refused?.intent === 'cancel'}>
          <summary className={`${secondaryButton} inline-block cursor-pointer list-none`}>{t('parcels.cancel')}</summary>
          <Form method="post" className="mt-3 grid gap-3 rounded-xl border border-line p-4">
            <p>{t('parcels.cancel.confirm')}</p>
            <SubmitButton intent="cancel" className={`${primaryButton} justify-self-start bg-negative`}>{t('parcels.cancel.yes')}</SubmitButton>
          </Form>
          <ActionError intent="cancel" refused={refused} />
        </details>
      )}
      {can.review && (
        <Form method="post" className="grid gap-3 rounded-2xl border border-line p-4">
          <ReviewFields legend={t('parcels.review.title')} />
          <ActionError intent="review" refused={refused} />
          <SubmitButton intent="review" className={`${primaryButton} justify-self-start`}>{t('order.review.send')}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
