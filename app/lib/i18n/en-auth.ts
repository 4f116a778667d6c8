/**
 * English strings of the sign-in, sign-up, verify and reset screens (issue #5), kept apart from
 * en.ts so each area's strings live in one file; en.ts spreads them in. Spanish and Arabic:
 * server/db/seed/data/ui-strings-auth.{es,ar}.ts.
 *
 * `account.*` are the messages of contract/account-fields.ts (`authMessages`, the spec's §5 and §8
 * texts) under their own names, so a message the API sends can be shown in the visitor's
 * language (features/auth/api-messages.ts); the forms' own checks use the same keys.
 */
export const enAuth = {
  'account.required': 'Required',
  'account.passwordTooShort': 'Password should contain at least 6 characters',
  'account.passwordTooLong': 'Password should contain at most 128 characters',
  'account.passwordsDontMatch': "Passwords don't match",
  'account.passwordsShouldMatch': 'Passwords should match',
  'account.phoneRequired': 'Phone number is required',
  'account.phoneInvalid': 'Phone number is invalid',
  'account.emailInvalid': 'The email must be a valid email address.',
  'account.emailTaken': 'The email has already been taken.',
  'account.phoneTaken': 'The phone has already been taken.',
  'account.loginInvalid': 'Login or password is invalid',
  'account.wrongCode': 'Wrong verification code',
  'account.codeExpired': 'The verification code has expired. Ask for a new one.',
  'account.tooManyWrongCodes': 'Too many wrong codes. Ask for a new verification code.',
  'account.smsNotSent': 'Sms not sent!',
  'account.emailNotSent': 'Email not sent!',
  'account.unauthorized': 'Unauthorized',
  'account.userBlocked': 'This account is blocked',
  'account.emailNotVerified': 'Confirm the e-mail with the code we sent first',
  'account.oldPasswordInvalid': 'The old password is invalid',
  'account.resetCodeSent': 'We sent a verification code to your e-mail',
  'account.firebaseUnsupported': 'Ask for a verification code first',
  'account.fillUserDetails': 'Please fill user details',
  'account.loginFirst': 'Please login first',
  'account.tooManyRequests': 'Too many attempts. Please wait a moment and try again.',
  'account.genericError': 'Error occured. Please, try again later',
} as const;
