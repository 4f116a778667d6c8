import { data, redirect } from 'react-router';
import { bookingMessages } from '../../../contract/booking-values';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError } from '../../lib/api/client';
import { requireSession } from '../auth/require-session';
import { bookingEndpoints } from './api';
import { isCalendarDate } from './slots';

/**
 * A refused booking: the API's message (translated by the page) and its field errors
 * (`phone`, `start_date`, `guest`, `table_id`, `booking_id`), plus what was sent, so the form
 * keeps the customer's choices.
 */
export type BookActionData = {
  message: string;
  status: number;
  fields: Record<string, string>;
  values: { time: string; guest: string; note: string };
};

const text = (form: FormData, name: string, max: number) => String(form.get(name) ?? '').trim().slice(0, max);

/**
 * The booking page's one mutation: BK7, server-side with the session's token. Success is a 303 to
 * the customer's bookings (`?booked=<id>`), so the form works without JavaScript; a refusal is the
 * API's 4xx carried back (422). The API decides everything (hours, grid, seats, overlaps, phone).
 */
export async function bookAction(request: Request, context: StorefrontContext) {
  const { api } = requireSession(request, context);
  const form = await request.formData();
  const date = text(form, 'date', 10);
  const values = { time: text(form, 'time', 5), guest: text(form, 'guest', 3), note: text(form, 'note', 1000) };
  const refuse = (message: string, fields: Record<string, string>, status = 422) =>
    data<BookActionData>({ message, status, fields, values }, { status });
  if (!isCalendarDate(date) || !/^\d{2}:\d{2}$/.test(values.time)) {
    return refuse(bookingMessages.startRequired, { start_date: bookingMessages.startRequired });
  }
  try {
    const { data: booking } = await bookingEndpoints.book(api, {
      table_id: text(form, 'table_id', 10),
      booking_id: text(form, 'booking_id', 10),
      start_date: `${date} ${values.time}`,
      guest: values.guest,
      ...(values.note ? { note: values.note } : {}),
    });
    return redirect(`/reservations/mine?booked=${booking.id}`, 303);
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500 || error.status === 401) throw error;
    const fields: Record<string, string> = {};
    for (const [field, list] of Object.entries(error.data?.params ?? {})) {
      const first = Array.isArray(list) ? (list[0] as unknown) : undefined;
      if (typeof first === 'string') fields[field] = first;
    }
    return refuse(error.data?.message ?? '', fields, error.status === 404 ? 422 : error.status);
  }
}

/** The bookings list's mutation: cancel one (BK8 status change), only while `new` (the API decides). */
export async function cancelBookingAction(request: Request, context: StorefrontContext) {
  const { api } = requireSession(request, context);
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'cancel' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    return data({ id: null, message: bookingMessages.bookingNotFound, status: 400 }, { status: 400 });
  }
  try {
    await bookingEndpoints.cancel(api, id);
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500 || error.status === 401) throw error;
    return data({ id, message: error.data?.message ?? '', status: error.status }, { status: 422 });
  }
  const url = new URL(request.url);
  url.searchParams.set('canceled', String(id));
  url.searchParams.delete('booked');
  return redirect(`${url.pathname}${url.search}`, 303);
}
