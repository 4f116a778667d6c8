import { Form, Link } from 'react-router';
import type { UserBooking } from '../../../contract/booking';
import { formatLocalDate, isolate } from '../../lib/dates';
import { fixedWidth } from '../../lib/images';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { StoredImage } from '../../ui/StoredImage';
import { primaryButton, secondaryButton } from '../profile/Field';
import { SubmitButton } from '../profile/SubmitButton';
import { translateBookingMessage } from './booking-messages';

const STATUS_LOOK: Record<UserBooking['status'], string> = {
  new: 'bg-brand/15 text-ink',
  accepted: 'bg-positive/15 text-ink',
  completed: 'bg-line text-ink',
  canceled: 'bg-negative/15 text-ink',
};

export type CancelRefusal = { id: number | null; message: string; status: number };

/**
 * One booking of the customer (BK8): restaurant, day and time (its wall clock), table, guests,
 * status (§4.4), and — only while `new` — cancel behind an explicit confirmation (a plain form
 * posting to the list's action, so it works before JavaScript).
 */
export function BookingCard({ booking, refused }: { booking: UserBooking; refused: CancelRefusal | undefined }) {
  const { t, locale } = useTranslation();
  const shop = booking.booking.shop;
  const title = shop.translation?.title ?? shop.slug;
  const [date = '', time = ''] = booking.start_date.split(' ');
  const status = t(`booking.status.${booking.status}`);
  return (
    <li data-booking={booking.id} className="grid gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-[auto_1fr_auto] sm:items-start">
      {shop.logo_img ? (
        <StoredImage src={shop.logo_img} alt="" width={56} height={56} {...fixedWidth(56)} className="size-14 rounded-full bg-line object-cover" />
      ) : (
        <span className="size-14 rounded-full bg-line" />
      )}
      <div className="min-w-0">
        <h2 className="font-semibold">
          <Link to={`/reservations/${shop.id}`} className="underline-offset-2 hover:underline">{title}</Link>
        </h2>
        <p className="text-sm text-ink-muted">{t('booking.mine.number', { id: booking.id })}</p>
        <p className="mt-1">
          {t('booking.mine.when', { date: isolate(formatLocalDate(date, locale)), time: isolate(time) })}
          {' · '}{t('booking.table.name', { name: booking.table.name })}
          {' · '}{t('booking.mine.guests', { count: booking.guest })}
        </p>
        {booking.note && <p className="mt-1 text-sm text-ink-muted">{booking.note}</p>}
      </div>
      <p className="justify-self-start sm:justify-self-end">
        <span data-status={booking.status} className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATUS_LOOK[booking.status]}`}>
          <span className="sr-only">{t('booking.mine.status', { status })}</span>
          <span aria-hidden="true">{status}</span>
        </span>
      </p>
      {booking.status === 'new' && (
        <details className="sm:col-span-3">
          <summary className={`${secondaryButton} inline-block cursor-pointer list-none`}>{t('booking.cancel')}</summary>
          <Form method="post" className="mt-3 grid gap-3 rounded-xl border border-line p-4">
            <p>{t('booking.cancel.confirm')}</p>
            <input type="hidden" name="id" value={booking.id} />
            <SubmitButton intent="cancel" className={`${primaryButton} justify-self-start bg-negative`}>{t('booking.cancel.yes')}</SubmitButton>
          </Form>
        </details>
      )}
      {refused?.id === booking.id && (
        <p role="alert" className="text-sm text-negative sm:col-span-3">{translateBookingMessage(t, refused.message, refused.status)}</p>
      )}
    </li>
  );
}
