import { Form, Link, useLocation } from 'react-router';
import type { BookingTable } from '../../../contract/booking';
import { formatLocalDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { loginFirstHref } from '../auth/sign-in-links';
import { inputClass, primaryButton } from '../profile/Field';
import { SubmitButton } from '../profile/SubmitButton';
import { focusRing, pillLink } from '../../ui/styles';
import type { BookActionData } from './book-action';
import { translateBookingMessage } from './booking-messages';
import type { DaySlots } from './slots';

type Props = {
  bookingId: number;
  table: BookingTable;
  date: string;
  maxDate: string;
  day: DaySlots;
  holdHours: number;
  signedIn: boolean;
  hasPhone: boolean | null;
  refused: BookActionData | undefined;
};

/** 'Phone number is required' with the way to add one (before booking, and when BK7 says so). */
function PhoneNeeded({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid gap-2 rounded-xl border border-negative/40 bg-negative/10 px-4 py-3">
      <p className="font-medium">{message}</p>
      <Link to="/profile" className={`${pillLink} justify-self-start`}>{t('booking.add_phone')}</Link>
    </div>
  );
}

/**
 * The booking form (BK7 through the route's action): the day's free times as radio buttons, the
 * guests (1 … the table's seats, 2 by default, §5.8), a note. A refusal comes back with the API's
 * message (translated) at its field; the form keeps what was chosen.
 */
export function BookTableForm({ bookingId, table, date, maxDate, day, holdHours, signedIn, hasPhone, refused }: Props) {
  const { t, locale } = useTranslation();
  const location = useLocation();
  const say = (message: string | undefined) => (message ? translateBookingMessage(t, message, refused?.status) : undefined);
  const phoneError = say(refused?.fields.phone);
  const timeError = say(refused?.fields.start_date);
  const guestError = say(refused?.fields.guest);
  const otherError = refused && !phoneError && !timeError && !guestError ? say(refused.message) : undefined;
  const slots = day.kind === 'open' ? day.slots : [];
  const guests = Array.from({ length: Math.max(1, table.chair_count) }, (_, i) => i + 1);
  const defaultGuests = refused?.values.guest && Number(refused.values.guest) <= table.chair_count ? Number(refused.values.guest) : Math.min(2, table.chair_count);

  if (day.kind !== 'open' || !slots.length) {
    const text = day.kind === 'closed' ? t('booking.api.shopClosed') : day.kind === 'out-of-range' ? t('booking.out_of_range', { max: formatLocalDate(maxDate, locale) }) : t('booking.no_times');
    return <p role="status" className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">{text}</p>;
  }
  return (
    <Form method="post" className="grid grid-cols-1 gap-4" aria-describedby="booking-hold">
      <input type="hidden" name="table_id" value={table.id} />
      <input type="hidden" name="booking_id" value={bookingId} />
      <input type="hidden" name="date" value={date} />
      {hasPhone === false && !phoneError && <PhoneNeeded message={t('booking.api.phoneRequired')} />}
      {phoneError && <PhoneNeeded message={phoneError} />}
      <fieldset className="grid gap-2" aria-describedby={timeError ? 'booking-time-error' : undefined}>
        <legend className="font-semibold">{t('booking.times_for', { date: formatLocalDate(date, locale) })}</legend>
        <div className="flex flex-wrap gap-2">
          {slots.map((slot) => (
            <span key={slot}>
              <input id={`slot-${slot}`} type="radio" name="time" value={slot} required defaultChecked={refused?.values.time === slot} className="peer sr-only" />
              <label htmlFor={`slot-${slot}`}
                className="inline-flex min-h-10 min-w-16 cursor-pointer items-center justify-center rounded-full border border-line px-3 tabular-nums hover:bg-surface-raised peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand">
                <span dir="ltr">{slot}</span>
              </label>
            </span>
          ))}
        </div>
        {timeError && <p id="booking-time-error" role="alert" className="text-sm text-negative">{timeError}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <label className="grid content-start font-semibold">
          {t('booking.guests')}
          <select name="guest" defaultValue={defaultGuests} aria-invalid={guestError ? true : undefined}
            aria-describedby={guestError ? 'booking-guest-error' : undefined} className={`${inputClass} font-normal`}>
            {guests.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
          {guestError && <span id="booking-guest-error" role="alert" className="mt-1 text-sm font-normal text-negative">{guestError}</span>}
        </label>
        <label className="grid font-semibold">
          {t('booking.note')}
          <textarea name="note" rows={2} maxLength={1000} defaultValue={refused?.values.note ?? ''} className={`${inputClass} font-normal`} />
        </label>
      </div>
      <p id="booking-hold" className="text-sm text-ink-muted">{t('booking.hold', { hours: holdHours })}</p>
      {otherError && <p role="alert" className="text-sm text-negative">{otherError}</p>}
      {signedIn ? (
        <SubmitButton intent="book" className={`${primaryButton} justify-self-start`}>{t('booking.submit', { name: table.name })}</SubmitButton>
      ) : (
        <Link to={loginFirstHref(location.pathname + location.search)} className={`${primaryButton} justify-self-start ${focusRing}`}>{t('booking.sign_in')}</Link>
      )}
    </Form>
  );
}
