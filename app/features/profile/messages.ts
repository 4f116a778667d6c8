import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { ApiResponseError } from '../../lib/api/client';
import { translateApiMessage } from '../auth/api-messages';

/**
 * A message for one field of a profile form, as an action hands it to the page: an interface
 * string of our own checks (`key`), or the API's English message (`message`, with its HTTP status)
 * that the page translates. Actions cannot translate: the strings come with the root loader.
 */
export type FieldError = { key: TranslationKey } | { message: string; status?: number };
export type FieldErrors = Partial<Record<string, FieldError>>;

/** The API's picture, birthday and phone messages (server/modules/auth) → their interface strings. */
const profileApiKeys: Record<string, TranslationKey> = {
  'The file must be a PNG, JPEG, WebP or SVG image': 'profile.api.imageType',
  'The image may be at most 2 MB': 'profile.api.imageTooLarge',
  'The image could not be read': 'profile.api.imageUnreadable',
  'Choose a picture': 'profile.api.imageMissing',
  'Birthday is not a real date': 'profile.api.birthdayInvalid',
  'Birthday must be in the past': 'profile.api.birthdayInvalid',
  'Birthday must be a date as YYYY-MM-DD': 'profile.api.birthdayInvalid',
  'This is already your phone number': 'profile.api.samePhone',
  'Confirm the new phone number with the code sent to it (verifyId, verifyCode)': 'profile.api.codeFirst',
};

export function fieldErrorText(t: Translate, error: FieldError): string {
  if ('key' in error) return t(error.key);
  const key = profileApiKeys[error.message];
  return key ? t(key) : translateApiMessage(t, error.message, error.status);
}

/**
 * A refused API call as form errors: the first message of each `params.<field>` (renamed by
 * `fields` where the form's field has another name), else the message for the whole form.
 * Anything that is not an API answer (a 401's redirect, a bug) is thrown on.
 */
export function apiFieldErrors(error: unknown, fields: Record<string, string> = {}): { errors: FieldErrors; status: number } {
  if (!(error instanceof ApiResponseError)) throw error;
  const status = error.status === 429 || error.status >= 500 ? error.status : 422;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.data?.params ?? {})) {
    const first = messages[0];
    const name = fields[field] ?? field;
    if (first && !errors[name]) errors[name] = { message: first };
  }
  if (Object.keys(errors).length === 0) errors.form = { message: error.data?.message ?? '', status: error.status };
  return { errors, status };
}
