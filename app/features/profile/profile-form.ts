import type { PasswordUpdateBody, ProfileUpdateInput } from '../../../contract/profile';
import { GALLERY_MAX_BYTES } from '../../../contract/profile';
import type { FieldErrors } from './messages';

/**
 * The profile page's forms read and checked before anything goes to the API. Only what the
 * visitor can fix at once is checked here (empty fields, the spec's password rules, the picture's
 * type and size); the API decides the rest and its 422s are shown at the same fields.
 */

export const PROFILE_INTENTS = ['profile', 'avatar', 'phone-code', 'phone', 'phone-cancel', 'password'] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

export function readIntent(form: FormData): ProfileIntent | null {
  const intent = form.get('intent');
  return PROFILE_INTENTS.find((i) => i === intent) ?? null;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** PR2 details. Gender is sent as registration sends it (`male`/`female`); empty = unchanged. */
export function parseDetails(form: FormData): Parsed<ProfileUpdateInput> {
  const firstname = text(form, 'firstname');
  if (!firstname) return { ok: false, errors: { firstname: { key: 'account.required' } } };
  const gender = text(form, 'gender');
  return {
    ok: true,
    value: {
      firstname,
      lastname: text(form, 'lastname'),
      birthday: text(form, 'birthday'),
      ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    },
  };
}

/** The select's value for a stored gender: registration stores `male`/`female`, Foodyman's profile `1`/`2`. */
export function genderChoice(gender: string | null): '' | 'male' | 'female' {
  if (gender === 'male' || gender === '1') return 'male';
  if (gender === 'female' || gender === '2') return 'female';
  return '';
}

/** PR4: the spec's messages (§5) for a short or unconfirmed password. */
export function parsePassword(form: FormData, askOld: boolean): Parsed<PasswordUpdateBody> {
  const old_password = String(form.get('old_password') ?? '');
  const password = String(form.get('password') ?? '');
  const password_confirmation = String(form.get('password_confirmation') ?? '');
  const errors: FieldErrors = {};
  if (askOld && !old_password) errors.old_password = { key: 'account.required' };
  if (!password) errors.password = { key: 'account.required' };
  else if (password.length < 6) errors.password = { key: 'account.passwordTooShort' };
  if (password && password_confirmation !== password) errors.password_confirmation = { key: 'account.passwordsShouldMatch' };
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { ...(askOld ? { old_password } : {}), password, password_confirmation } };
}

/** The phone as typed; the API checks its form ('Phone number is invalid') and answers per field. */
export function parsePhone(form: FormData): Parsed<string> {
  const phone = text(form, 'phone');
  return phone ? { ok: true, value: phone } : { ok: false, errors: { phone: { key: 'account.phoneRequired' } } };
}

export function parseCode(form: FormData): Parsed<string> {
  const code = text(form, 'code');
  if (!code) return { ok: false, errors: { code: { key: 'account.required' } } };
  return /^\d{6}$/.test(code) ? { ok: true, value: code } : { ok: false, errors: { code: { key: 'account.wrongCode' } } };
}

/** Contract G1: PNG, JPEG, WebP or SVG, at most 2 MB. The API looks at the bytes; this is the quick answer. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

export function checkAvatarFile(file: { type: string; size: number } | null): FieldErrors | null {
  if (!file || file.size === 0) return { image: { key: 'profile.api.imageMissing' } };
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return { image: { key: 'profile.api.imageType' } };
  if (file.size > GALLERY_MAX_BYTES) return { image: { key: 'profile.api.imageTooLarge' } };
  return null;
}
