import type { TranslationKey } from '../../lib/i18n/en';
import { dialCode } from './countries';

/**
 * Parsing and checks of the sign-in, sign-up and reset forms. Pure, so the same code runs in the
 * browser (before posting, with JavaScript) and in the route actions (the only check without
 * JavaScript): a visitor sees the same spec messages either way (§5).
 */

/** A message for the visitor: an interface string, or a server text with no string of ours. */
export type Message = { key: TranslationKey } | { text: string };
export type FieldErrors = Partial<Record<string, Message>>;

const key = (k: TranslationKey): Message => ({ key: k });
export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** A text field of a posted form ('' when missing or a file). */
export function field(form: FormData | URLSearchParams, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A password as typed: never trimmed (spaces may be part of it). */
export function secretField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Digits of a phone number as people type it: "+57 300-123 (4567)" → "573001234567". */
export function digitsOf(value: string): string {
  return value.replace(/[\s().+-]/g, '');
}

/**
 * A phone number with its country: the number as typed, prefixed with the chosen country's dial
 * code unless it already starts with `+` or `00` (then it names its own country). A national
 * trunk `0` ("0300…") is dropped, as in international dialling.
 */
export function phoneWithCountry(dialCode: string, number: string): string {
  const typed = number.trim();
  if (typed.startsWith('+')) return digitsOf(typed);
  const digits = digitsOf(typed);
  if (digits.startsWith('00')) return digits.slice(2);
  if (!digits) return '';
  return digitsOf(dialCode) + digits.replace(/^0+/, '');
}

/** Spec §5 messages for a phone number (E.164 digits without '+', 7–15 of them, as the API stores it). */
export function phoneError(digits: string): Message | undefined {
  if (!digits) return key('account.phoneRequired');
  if (!/^\d{7,15}$/.test(digits)) return key('account.phoneInvalid');
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): Message | undefined {
  if (!email) return key('account.required');
  if (email.length > 191 || !EMAIL.test(email)) return key('account.emailInvalid');
  return undefined;
}

/** The sign-in identifier (contract A1): with `@` an e-mail, else a phone number as digits. */
export type LoginIdentifier = { email: string } | { phone: string };

export function loginIdentifier(input: string): LoginIdentifier {
  const value = input.trim();
  return value.includes('@') ? { email: value.toLowerCase() } : { phone: digitsOf(value) };
}

export function validateLogin(login: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const id = loginIdentifier(login);
  if (!login) errors.login = key('account.required');
  else if ('phone' in id && !/^\d{7,15}$/.test(id.phone)) errors.login = key('account.phoneInvalid');
  else if ('email' in id && emailError(id.email)) errors.login = emailError(id.email);
  if (!password) errors.password = key('account.required');
  return errors;
}

/** Six digits, as sent by SMS or e-mail. */
export function codeError(code: string): Message | undefined {
  if (!code) return key('account.required');
  if (!/^\d{6}$/.test(code)) return key('account.wrongCode');
  return undefined;
}

/**
 * A new password and its confirmation. The spec lists both mismatch texts: sign-up says
 * "Passwords don't match", the password update 'Passwords should match'.
 */
export function passwordErrors(
  password: string,
  confirmation: string,
  mismatch: 'account.passwordsDontMatch' | 'account.passwordsShouldMatch',
  { optional = false } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  if (!password && !confirmation && optional) return errors;
  if (!password) errors.password = key('account.required');
  else if (password.length < 6) errors.password = key('account.passwordTooShort');
  else if (password.length > 128) errors.password = key('account.passwordTooLong');
  if (!confirmation) errors.password_confirmation = key('account.required');
  else if (password && confirmation !== password) errors.password_confirmation = key(mismatch);
  return errors;
}

export type Details = { firstname: string; lastname: string; gender: string };

/**
 * Name and, if the customer wants to say, gender (A5, PR2). Anything missing: 'Required' beside the field and 'Please fill user
 * details' for the form (spec §5).
 */
export function detailsErrors(details: Details): FieldErrors {
  const errors: FieldErrors = {};
  if (!details.firstname) errors.firstname = key('account.required');
  else if (details.firstname.length > 100) errors.firstname = key('auth.tooLong');
  if (!details.lastname) errors.lastname = key('account.required');
  else if (details.lastname.length > 100) errors.lastname = key('auth.tooLong');
  // Optional ('Prefer not to say' posts ''); anything else is not a choice the form offers.
  if (details.gender !== '' && details.gender !== 'male' && details.gender !== 'female') errors.gender = key('account.required');
  if (hasErrors(errors)) errors.form = key('account.fillUserDetails');
  return errors;
}

export function readDetails(form: FormData): Details {
  return { firstname: field(form, 'firstname'), lastname: field(form, 'lastname'), gender: field(form, 'gender') };
}

/**
 * A posted phone form (country select + number): the number as digits with its country code, the
 * typed values (drawn again beside an error) and the spec's message when it is not a number.
 */
export function readPhonePost(form: FormData) {
  const country = field(form, 'country');
  const values = { phone: field(form, 'phone'), country };
  const phone = phoneWithCountry(dialCode(country), values.phone);
  return { phone, values, error: phoneError(phone) };
}
