import type { CodePurpose } from './codes';

/**
 * Texts of the code messages (English; the request language comes with translated templates
 * later). `site` is the marketplace's `title` setting.
 */
const what: Record<CodePurpose, string> = {
  email_signup: 'confirm your e-mail address',
  phone_signup: 'confirm your phone number',
  email_password_reset: 'reset your password',
  phone_password_reset: 'reset your password',
  phone_change: 'confirm your new phone number',
  phone_login: 'sign in',
};

export function codeMessage(purpose: CodePurpose, code: string, lifetimeMs: number, site: string) {
  const minutes = Math.max(1, Math.round(lifetimeMs / 60_000));
  const lifetime = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return {
    subject: `${site}: your verification code ${code}`,
    text: `${code} is your ${site} code to ${what[purpose]}. It expires in ${lifetime}. If you did not ask for it, ignore this message.`,
    sms: `${code} is your ${site} code to ${what[purpose]} (valid ${lifetime}).`,
  };
}
