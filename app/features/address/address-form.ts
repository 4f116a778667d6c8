import { z } from 'zod';
import type { ChosenAddress } from './chosen-address';

/** A form number: blank is refused (`Number('')` would silently be 0, a point off Africa). */
const coordinate = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).pipe(z.coerce.number<string>({ error: message }).min(min, message).max(max, message));

/**
 * The address dialog's form (POST /address, intent `address`): the text the visitor typed and the
 * pin they placed. Both are needed: the text is what couriers read, the pin is what the delivery
 * zones are checked against.
 */
export const addressForm = z.object({
  intent: z.literal('address', { error: 'Unknown intent' }),
  address: z.string({ error: 'Type an address' }).trim().min(1, 'Type an address').max(300, 'The address is too long'),
  latitude: coordinate(-90, 90, 'Place the pin on the map'),
  longitude: coordinate(-180, 180, 'Place the pin on the map'),
});

export type AddressFormErrors = Partial<Record<'intent' | 'address' | 'location', string>>;

export type AddressFormResult = { ok: true; value: ChosenAddress } | { ok: false; errors: AddressFormErrors };

/** Validates the posted fields; errors are keyed by field so the dialog can show them in place. */
export function parseAddressForm(form: FormData): AddressFormResult {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const parsed = addressForm.safeParse({
    intent: text('intent'),
    address: text('address'),
    latitude: text('latitude'),
    longitude: text('longitude'),
  });
  if (!parsed.success) {
    const errors: AddressFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const key = field === 'latitude' || field === 'longitude' ? 'location' : field === 'address' ? 'address' : 'intent';
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { address, latitude, longitude } = parsed.data;
  return { ok: true, value: { address, location: { latitude, longitude } } };
}
