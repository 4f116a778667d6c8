import { z } from 'zod';

/**
 * Messages and field rules shared by sign-up, sign-in and the profile (contract §2.1, §2.25).
 * The messages are the spec's (§5, §8), so the storefront can show or translate them as they come.
 */
export const authMessages = {
  required: 'Required',
  passwordTooShort: 'Password should contain at least 6 characters',
  passwordTooLong: 'Password should contain at most 128 characters',
  passwordsDontMatch: "Passwords don't match",
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  emailInvalid: 'The email must be a valid email address.',
  emailTaken: 'The email has already been taken.',
  phoneTaken: 'The phone has already been taken.',
  loginInvalid: 'Login or password is invalid',
  wrongCode: 'Wrong verification code',
  codeExpired: 'The verification code has expired. Ask for a new one.',
  tooManyWrongCodes: 'Too many wrong codes. Ask for a new verification code.',
  smsNotSent: 'Sms not sent!',
  emailNotSent: 'Email not sent!',
  unauthorized: 'Unauthorized',
  userBlocked: 'This account is blocked',
  emailNotVerified: 'Confirm the e-mail with the code we sent first',
  oldPasswordInvalid: 'The old password is invalid',
  resetCodeSent: 'We sent a verification code to your e-mail',
  firebaseUnsupported:
    'This server verifies phone numbers itself: ask for a code (auth/register or auth/forgot/password with phone) and send verifyId and verifyCode',
} as const;

const m = authMessages;

export const requiredString = (max = 191) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, `At most ${max} characters`);

/** Lower-cased, trimmed e-mail. */
export const emailField = z
  .string({ error: m.required })
  .trim()
  .toLowerCase()
  .min(1, m.required)
  .max(191, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }));

/**
 * Phone numbers arrive as JSON numbers (A1, A6) or strings (query, `+57 300 …`). Stored and
 * compared as digits only (E.164 without the `+`, 7–15 digits).
 */
export const phoneField = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? m.phoneRequired : m.phoneInvalid),
  })
  .transform((value) => String(value).replace(/[\s().+-]/g, ''))
  .pipe(z.string().min(1, m.phoneRequired).regex(/^\d{7,15}$/, m.phoneInvalid));

export const passwordField = z.string({ error: m.required }).min(6, m.passwordTooShort).max(128, m.passwordTooLong);

/** Six digits, as typed (leading zeros kept). */
export const codeField = z
  .union([z.string(), z.number()], { error: m.required })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, m.required).regex(/^\d{6}$/, m.wrongCode));

export const verifyIdField = z.string({ error: m.required }).trim().pipe(z.uuid({ error: m.wrongCode }));

/** Registration sends `male`/`female`; the profile form `1`/`2`. */
export const genderField = z.enum(['male', 'female', '1', '2'], { error: 'Gender must be male or female' });

