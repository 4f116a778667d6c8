import { addDays, shopClock } from '../../../contract/delivery-slots';
import { PARCEL_DEFAULT_TIME, PARCEL_MAX_DAYS_AHEAD, parcelMessages, parcelTimeSlots, type ParcelCreateBody } from '../../../contract/parcels';
import type { ParcelMessage } from './parcel-messages';

/**
 * The parcel checkout's form as data (pure, shared by the page, the action and their tests):
 * field names, the calendar window, and the PC3 body the action sends. The server still checks
 * everything (limits, zones, dates, payment); this only shapes the post and catches an unset pin.
 */

/** Parcel dates are the marketplace's calendar (server: America/Bogota). */
export const PARCEL_TIME_ZONE = 'America/Bogota';

/** Today, tomorrow (the default) and the last day offered (30 days ahead), as YYYY-MM-DD. */
export function parcelDates(now: Date): { min: string; initial: string; max: string } {
  const today = shopClock(now, PARCEL_TIME_ZONE).date;
  return { min: today, initial: addDays(today, 1).date, max: addDays(today, PARCEL_MAX_DAYS_AHEAD).date };
}

export const parcelSlots = parcelTimeSlots;
export const PARCEL_INITIAL_TIME = PARCEL_DEFAULT_TIME;

export const SIDES = ['from', 'to'] as const;
export type Side = (typeof SIDES)[number];
export const POINT_FIELDS = ['name', 'phone', 'address', 'house', 'stage', 'room', 'latitude', 'longitude'] as const;
/** Everything typed that a refused post hands back (a page without JavaScript keeps it). */
export const TYPED_FIELDS = [
  ...SIDES.flatMap((side) => POINT_FIELDS.map((f) => `${side}_${f}` as const)),
  'type', 'date', 'time', 'description', 'instructions', 'anonymous', 'payment',
] as const;
export type TypedField = (typeof TYPED_FIELDS)[number];
export type ParcelFormValues = Partial<Record<TypedField, string>> & { options?: string[] };
export type ParcelFormErrors = Partial<Record<TypedField | 'form', ParcelMessage>>;

/** PC3's field names (server `params` keys) → the form's. */
const API_FIELDS: Record<string, TypedField> = {
  type_id: 'type',
  delivery_date: 'date',
  delivery_time: 'time',
  description: 'description',
  instructions: 'instructions',
  payment_sys_id: 'payment',
  ...Object.fromEntries(SIDES.flatMap((side) => [
    [`username_${side}`, `${side}_name`],
    [`phone_${side}`, `${side}_phone`],
    ...(['address', 'house', 'stage', 'room', 'latitude', 'longitude'] as const).map((f) => [`address_${side}.${f}`, `${side}_${f}`]),
  ])),
};

/** A refused PC3's `params` as errors at the form's fields; what has no field goes to the form. */
export function fieldErrorsOf(params: Record<string, readonly string[] | undefined> | null | undefined, message: string, status: number): ParcelFormErrors {
  const errors: ParcelFormErrors = {};
  for (const [name, list] of Object.entries(params ?? {})) {
    const first = list?.[0];
    if (!first) continue;
    const field = API_FIELDS[name] ?? 'form';
    errors[field] ??= { message: first, status };
  }
  if (Object.keys(errors).length === 0) errors.form = { message, status };
  return errors;
}

const coordinate = (raw: string | undefined, limit: number): number | null => {
  if (!raw) return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/** The form's pin of one side, when both numbers are set and in range. */
export function pointOf(values: ParcelFormValues, side: Side): { latitude: number; longitude: number } | null {
  const latitude = coordinate(values[`${side}_latitude`], 90);
  const longitude = coordinate(values[`${side}_longitude`], 180);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** The description as sent: the typed text, then the chosen type options, comma separated (§2.16). */
export function descriptionWith(text: string | undefined, options: readonly string[]): string {
  const chosen = options.map((o) => o.trim()).filter(Boolean).join(', ');
  return [text?.trim() ?? '', chosen].filter(Boolean).join(text?.trim() && chosen ? '\n' : '');
}

/** What the form posted, trimmed (unknown fields are ignored). */
export function readParcelForm(form: FormData): ParcelFormValues {
  const values: ParcelFormValues = {};
  for (const name of TYPED_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value.trim().slice(0, 2000);
  }
  values.options = form.getAll('options').filter((v): v is string => typeof v === 'string').slice(0, 20).map((v) => v.slice(0, 200));
  return values;
}

/**
 * The PC3 body of a posted form, or the errors to show first: a side without a pin, no payment
 * method. Everything else is the server's to judge (its messages come back at their fields).
 */
export function parcelBody(values: ParcelFormValues, extra: { key: string; currencyId?: number | undefined }):
  { ok: true; body: ParcelCreateBody } | { ok: false; errors: ParcelFormErrors } {
  const errors: ParcelFormErrors = {};
  const from = pointOf(values, 'from');
  const to = pointOf(values, 'to');
  if (!from) errors.from_address = { message: parcelMessages.addressRequired };
  if (!to) errors.to_address = { message: parcelMessages.addressRequired };
  const payment = Number(values.payment);
  if (!Number.isInteger(payment) || payment < 1) errors.payment = { message: parcelMessages.choosePayment };
  if (!from || !to || errors.payment) return { ok: false, errors };
  const point = (side: Side, at: { latitude: number; longitude: number }) => ({
    ...at,
    address: values[`${side}_address`] ?? '',
    ...(values[`${side}_house`] ? { house: values[`${side}_house`] } : {}),
    ...(values[`${side}_stage`] ? { stage: values[`${side}_stage`] } : {}),
    ...(values[`${side}_room`] ? { room: values[`${side}_room`] } : {}),
  });
  const description = descriptionWith(values.description, values.options ?? []);
  return {
    ok: true,
    body: {
      ...(extra.currencyId ? { currency_id: extra.currencyId } : {}),
      type_id: values.type ?? '',
      username_from: values.from_name ?? '',
      phone_from: values.from_phone ?? '',
      address_from: point('from', from),
      username_to: values.to_name ?? '',
      phone_to: values.to_phone ?? '',
      address_to: point('to', to),
      delivery_date: values.date ?? '',
      delivery_time: values.time ?? '',
      images: [],
      ...(description ? { description } : {}),
      ...(values.instructions ? { instructions: values.instructions } : {}),
      notify: values.anonymous === '1' ? 1 : 0,
      payment_sys_id: payment,
      idempotency_key: extra.key,
    },
  };
}
