/**
 * Messages shared by sign-up, sign-in and the profile (contract §2.1, §2.25): the spec's (§5, §8),
 * so the storefront can show or translate them as they come. Apart from the field rules of
 * contract/account-fields.ts (which re-exports them) so the browser can translate without zod.
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

/** Sign-up with a referral code (A5, A6, A7/A8 for a new account; decision 0015). */
export const referralMessages = {
  unknownCode: 'Unknown referral code',
  ownCode: 'You cannot use your own referral code',
} as const;
