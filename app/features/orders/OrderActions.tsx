import { Form, useSearchParams } from 'react-router';
import type { Order } from '../../../contract/orders';
import type { Payment } from '../../../contract/payments';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { PayControl } from '../payments/PayControl';
import { paymentMessageText } from '../payments/payment-messages';
import { PaymentNotice } from '../payments/PaymentNotice';
import { inputClass, primaryButton, secondaryButton } from '../profile/Field';
import { SubmitButton } from '../profile/SubmitButton';
import { ReviewFields } from './ReviewFields';
import type { OrderActionData, OrderIntent } from './order-action';
import { lastRefund, orderActions } from './order-status';

function ActionError({ intent, refused }: { intent: OrderIntent; refused: OrderActionData | undefined }) {
  const { t } = useTranslation();
  if (refused?.intent !== intent) return null;
  return <p role="alert" className="text-sm text-negative">{paymentMessageText(t, refused.error)}</p>;
}

const DONE: Partial<Record<string, 'order.canceled_notice' | 'order.review.thanks' | 'order.refund.sent'>> = {
  cancel: 'order.canceled_notice',
  review: 'order.review.thanks',
  refund: 'order.refund.sent',
};

/** What a post just did (`?done=` after the 303), said once at the top of the actions. */
function DoneNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = DONE[params.get('done') ?? ''];
  return key ? <p role="status" className="rounded-xl bg-positive/15 px-4 py-3 font-medium">{t(key)}</p> : null;
}

/**
 * The order's actions (contract §4.1, §2.15): pay an unpaid order (`payMethods`, null when it
 * cannot be paid now: contract §4.5, issue #20), cancel while new (behind a second, explicit
 * confirmation), order again, review once delivered, ask for a refund. Plain forms posting to the
 * route's action, so they work before JavaScript arrives; the API refuses what is not allowed.
 */
export function OrderActions({ order, refused, payMethods }: { order: Order; refused: OrderActionData | undefined; payMethods: Payment[] | null }) {
  const { t } = useTranslation();
  const can = orderActions(order);
  const refund = lastRefund(order);
  return (
    <div className="grid gap-4">
      <DoneNotice />
      <PaymentNotice />
      {payMethods && (
        <PayControl methods={payMethods} current={order.transaction?.payment_system.tag}>
          <ActionError intent="pay" refused={refused} />
        </PayControl>
      )}
      {refund && (
        <p className="rounded-xl border border-line px-4 py-3">
          {t('order.refund.status', { status: t(`refund.status.${refund.status}`) })}
          {refund.answer && <span className="block text-sm text-ink-muted">{t('order.refund.answer', { answer: refund.answer })}</span>}
        </p>
      )}
      {order.review && <p className="text-ink-muted">{t('order.review.yours', { rating: order.review.rating })}</p>}
      {(can.cancel || can.repeat) && (
        <div className="flex flex-wrap gap-3">
          {can.repeat && (
            <Form method="post">
              <SubmitButton intent="repeat" className={primaryButton}>{t('order.repeat')}</SubmitButton>
            </Form>
          )}
          {can.cancel && (
            <details className="group w-full">
              <summary className={`${secondaryButton} inline-block cursor-pointer list-none`}>{t('order.cancel')}</summary>
              <Form method="post" className="mt-3 grid gap-3 rounded-xl border border-line p-4">
                <p>{t('order.cancel.confirm')}</p>
                <SubmitButton intent="cancel" className={`${primaryButton} justify-self-start bg-negative`}>{t('order.cancel')}</SubmitButton>
              </Form>
            </details>
          )}
          <ActionError intent="repeat" refused={refused} />
          <ActionError intent="cancel" refused={refused} />
        </div>
      )}
      {can.review && (
        <Form method="post" className="grid gap-3 rounded-2xl border border-line p-4">
          <ReviewFields legend={t('order.review.title')} />
          <ActionError intent="review" refused={refused} />
          <SubmitButton intent="review" className={`${primaryButton} justify-self-start`}>{t('order.review.send')}</SubmitButton>
        </Form>
      )}
      {can.refund && (
        <details className="rounded-2xl border border-line p-4" open={refused?.intent === 'refund'}>
          <summary className="cursor-pointer font-semibold">{t('order.refund.title')}</summary>
          <Form method="post" className="mt-3 grid gap-3">
            <label className="grid gap-1">
              <span className="text-sm font-medium">{t('order.refund.cause')}</span>
              <textarea name="cause" rows={3} required maxLength={1000} className={inputClass} />
            </label>
            <ActionError intent="refund" refused={refused} />
            <SubmitButton intent="refund" className={`${primaryButton} justify-self-start`}>{t('order.refund.send')}</SubmitButton>
          </Form>
        </details>
      )}
    </div>
  );
}
