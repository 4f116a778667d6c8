import { z } from 'zod';
import { authMessages } from './account-messages';

/** Field rules shared by sign-up, sign-in and the profile (contract §2.1, §2.25). */
export { authMessages } from './account-messages';

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

