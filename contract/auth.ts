import { z } from 'zod';
import {
  authMessages as m, codeField, emailField, genderField, passwordField, phoneField, requiredString, verifyIdField,
} from './account-fields';
import { profileUser } from './profile';

/**
 * Sign-up, sign-in and password reset (contract §2.1). Request schemas validate at the server's
 * edge (bad input → 422 with `params.<field>`); response schemas type the storefront's client.
 */

/** `referral` of A5/A6: another user's `my_referral` (from `/register?referral_code=`). */
const referralField = z.string().trim().max(32).optional();

const passwordsMatch = <T extends { password?: string | undefined; password_confirmation?: string | undefined }>(v: T) =>
  v.password === undefined || v.password === v.password_confirmation;
/** A mismatch is reported on `password_confirmation`. */
const mismatch = { path: ['password_confirmation'], message: m.passwordsDontMatch };

/** A1 `POST auth/login`: `{email, password}` or `{phone, password}`. */
export const loginBody = z
  .object({
    email: emailField.optional(),
    phone: phoneField.optional(),
    password: z.string({ error: m.required }).min(1, m.required).max(128, m.loginInvalid),
  })
  .refine((v) => v.email !== undefined || v.phone !== undefined, { path: ['email'], message: m.required });
export type LoginBody = z.input<typeof loginBody>;

/**
 * A2 `POST auth/register` (query, empty body) and A4 `POST auth/resend-verify`: start a sign-up
 * by e-mail (code by e-mail, confirmed with A3) or by phone (code by SMS, confirmed with A6).
 */
export const signupStartInput = z
  .object({ email: emailField.optional(), phone: phoneField.optional() })
  .refine((v) => (v.email === undefined) !== (v.phone === undefined), { path: ['email'], message: m.required });

/** What a code-sending call answers: where the code went, its `verifyId` and lifetime. */
export const verificationStarted = z.object({
  verifyId: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  /** Seconds the code stays valid (setting `otp_expire_time`, minutes). */
  expires_in: z.number().int(),
});
export type VerificationStarted = z.infer<typeof verificationStarted>;

/** A3 `GET auth/verify/{code}`; `email` (or `verifyId`) optional, binds the code to one sign-up. */
export const verifyEmailParams = z.object({ code: codeField });
export const verifyEmailQuery = z.object({ email: emailField.optional(), verifyId: verifyIdField.optional() });
export const emailVerified = z.object({ email: z.string() });

const profileDetails = {
  firstname: requiredString(100),
  lastname: z.string().trim().max(100).optional(),
  gender: genderField.optional(),
  referral: referralField,
};

/** A5 `POST auth/after-verify`: completes an e-mail sign-up whose code was confirmed. */
export const afterVerifyBody = z
  .object({ email: emailField, ...profileDetails, password: passwordField, password_confirmation: z.string().optional() })
  .refine(passwordsMatch, mismatch);
export type AfterVerifyBody = z.input<typeof afterVerifyBody>;

/**
 * A6 `POST auth/verify/phone`: confirms a phone sign-up code and opens the account. Details and a
 * password may come along (then the account is complete), or later through the profile.
 * `type: "firebase"` alone (a client-side Firebase check) is not accepted: the server never saw it.
 */
export const verifyPhoneBody = z
  .object({
    verifyId: verifyIdField,
    verifyCode: codeField,
    phone: phoneField.optional(),
    firstname: requiredString(100).optional(),
    lastname: profileDetails.lastname,
    gender: profileDetails.gender,
    referral: referralField,
    password: passwordField.optional(),
    password_confirmation: z.string().optional(),
    type: z.string().optional(),
  })
  .refine(passwordsMatch, mismatch);
export type VerifyPhoneBody = z.input<typeof verifyPhoneBody>;

/** A11 `POST auth/forgot/password`: a reset code by SMS. */
export const forgotPasswordBody = z.object({ phone: phoneField });
/** `POST auth/forgot/password/confirm`: the SMS code → a session that may set a new password. */
export const forgotPasswordConfirmBody = z.object({
  verifyId: verifyIdField,
  verifyCode: codeField,
  phone: phoneField.optional(),
  type: z.string().optional(),
});

/**
 * Comanda extension, phone sign-in with a code: `POST auth/login/phone/send-code` `{phone}` answers
 * `verificationStarted` whether or not the number has an account (no account discovery; only an
 * account gets the SMS), then `POST auth/login/phone` `{verifyId, verifyCode}` answers a session
 * like A1.
 */
export const phoneLoginSendCodeBody = z.object({ phone: phoneField });
export const phoneLoginBody = z.object({ verifyId: verifyIdField, verifyCode: codeField, phone: phoneField.optional() });
export type PhoneLoginBody = z.input<typeof phoneLoginBody>;

/** A9 `POST auth/forgot/email-password?email=`. */
export const forgotEmailQuery = z.object({ email: emailField });
/** A10 `POST auth/forgot/email-password/{code}?verifyCode=&email=`. */
export const forgotEmailConfirmParams = z.object({ code: codeField });
export const forgotEmailConfirmQuery = z.object({ email: emailField, verifyCode: codeField.optional() });

/**
 * A session: `access_token` + `token_type` (A1, A7, A8) and `token` (A5, A6, A10, A11) are the
 * same value; clients send `"Bearer " + token` as the Authorization header (contract §1.4).
 */
export const authSession = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  token: z.string(),
  /** ISO instant the token stops working (7 days after issue). */
  expires_at: z.string(),
  user: profileUser,
});
export type AuthSession = z.infer<typeof authSession>;
