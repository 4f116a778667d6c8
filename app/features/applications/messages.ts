import { applicationMessages } from '../../../contract/application-messages';
import type { TranslationKey } from '../../lib/i18n/en';
import { apiFieldErrors, type FieldErrors } from '../profile/messages';

type MessageName = keyof typeof applicationMessages;

/** The API's application messages (contract/application-messages.ts) → their interface-string keys. */
const keyByMessage = new Map<string, TranslationKey>(
  (Object.keys(applicationMessages) as MessageName[]).map((name) => [applicationMessages[name], `applications.api.${name}` as TranslationKey]),
);

export function applicationMessageKey(message: string): TranslationKey | undefined {
  return keyByMessage.get(message);
}

/**
 * A refused application call as form errors (profile/messages `apiFieldErrors`), each API field
 * renamed to the form's (`title.en` → `title`, `images.1` → `cover`, `location.latitude` →
 * `location`, `categories.3` → `categories`), and the application messages turned into interface
 * keys here, where no translator is at hand (actions run before the page has its strings).
 */
export function applicationFieldErrors(error: unknown, fieldOf: (apiField: string) => string): { errors: FieldErrors; status: number } {
  const { errors, status } = apiFieldErrors(error);
  const mapped: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    if (!value) continue;
    const name = field === '_' ? 'form' : fieldOf(field);
    const key = 'message' in value ? applicationMessageKey(value.message) : undefined;
    mapped[name] ??= key ? { key } : value;
  }
  return { errors: mapped, status };
}

/** BS1's fields (contract §2.26) → the seller form's. */
export function sellerFieldOf(apiField: string): string {
  const [head = '', index] = apiField.split('.');
  if (head === 'images') return index === '1' ? 'cover' : 'logo';
  // `title.en`, `location.latitude`, `categories.3`: the field as a whole.
  return head;
}

/** The courier application's fields → the courier form's (`licence_img` is the licence upload). */
export function courierFieldOf(apiField: string): string {
  const head = apiField.split('.')[0] ?? '';
  return head === 'licence_img' ? 'licence' : head;
}
