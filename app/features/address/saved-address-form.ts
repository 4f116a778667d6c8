import { addressBody, addressMessages, type AddressInput } from '../../../contract/addresses';
import type { TranslationKey } from '../../lib/i18n/en';
import type { FieldError } from '../profile/messages';

/** The fields of the /saved-locations form (names as posted). */
export const SAVED_ADDRESS_FIELDS = ['title', 'address', 'floor', 'house', 'entrance', 'comment', 'latitude', 'longitude'] as const;
export type SavedAddressField = (typeof SAVED_ADDRESS_FIELDS)[number];
export type SavedAddressErrors = Partial<Record<SavedAddressField | 'location' | 'form', FieldError>>;
export type SavedAddressValues = Partial<Record<SavedAddressField, string>>;

/** The API's address messages (contract/addresses.ts) → their interface strings. */
const messageKeys: Record<string, TranslationKey> = {
  [addressMessages.addressRequired]: 'addresses.api.addressRequired',
  [addressMessages.addressTooLong]: 'addresses.api.addressTooLong',
  [addressMessages.locationRequired]: 'addresses.api.locationRequired',
  [addressMessages.fieldTooLong]: 'addresses.api.fieldTooLong',
  [addressMessages.titleTooLong]: 'addresses.api.titleTooLong',
  [addressMessages.notFound]: 'addresses.api.notFound',
};

/** An address message as a form error: its interface string, or (unknown) as the API wrote it. */
export function addressError(message: string | undefined, status?: number): FieldError {
  const key = message ? messageKeys[message] : undefined;
  return key ? { key } : { message: message ?? '', ...(status ? { status } : {}) };
}

/** Which form field a contract path (`address.address`, `location.0`, `title`) belongs to. */
function fieldOf(path: PropertyKey[]): keyof SavedAddressErrors {
  const [first, second] = path;
  if (first === 'location') return 'location';
  if (first === 'address') return (typeof second === 'string' ? second : 'address') as SavedAddressField;
  return first === 'title' ? 'title' : 'form';
}

export type SavedAddressResult =
  | { ok: true; value: AddressInput; values: SavedAddressValues }
  | { ok: false; errors: SavedAddressErrors; values: SavedAddressValues };

/**
 * The posted form as AD2/AD3's body, checked with the contract's own schema (the API checks it
 * again). Blank coordinates are refused rather than read as 0 (a point off Africa).
 */
export function parseSavedAddressForm(form: FormData): SavedAddressResult {
  const values: SavedAddressValues = {};
  for (const name of SAVED_ADDRESS_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  const coordinate = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
  const parsed = addressBody.safeParse({
    title: values.title,
    location: [coordinate(values.latitude), coordinate(values.longitude)],
    address: { address: values.address ?? '', floor: values.floor, house: values.house, entrance: values.entrance, comment: values.comment },
    active: form.get('active') === '1',
  });
  if (parsed.success) return { ok: true, value: parsed.data, values };
  const errors: SavedAddressErrors = {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= addressError(issue.message);
  return { ok: false, errors, values };
}
