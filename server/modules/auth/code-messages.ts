import { enAuth } from '../../../app/lib/i18n/en-auth';
import { createTranslator, type Bundle } from '../../../app/lib/i18n/translator';
import type { CodePurpose } from './codes';

/**
 * Texts of the code messages (e-mail subject and body, SMS) in the language of the request that
 * asked for the code (`lang`, contract §1.3). The strings are interface strings like any other
 * (`codeMail.*` in app/lib/i18n/en-auth.ts, Spanish and Arabic in the seeded translations table,
 * which operators may edit); `bundle` is that language's table from the i18n service, and any key
 * it lacks falls back to the bundled English. `site` is the marketplace's `title` setting.
 */
const purposeKey = {
  email_signup: 'codeMail.purpose.emailSignup',
  phone_signup: 'codeMail.purpose.phoneSignup',
  email_password_reset: 'codeMail.purpose.passwordReset',
  phone_password_reset: 'codeMail.purpose.passwordReset',
  phone_change: 'codeMail.purpose.phoneChange',
  phone_login: 'codeMail.purpose.login',
} as const satisfies Record<CodePurpose, keyof typeof enAuth>;

export type CodeMessageInput = { purpose: CodePurpose; code: string; lifetimeMs: number; site: string; locale: string; bundle: Bundle };

export function codeMessage({ purpose, code, lifetimeMs, site, locale, bundle }: CodeMessageInput) {
  const { t } = createTranslator(locale, { ...enAuth, ...bundle });
  const count = Math.max(1, Math.round(lifetimeMs / 60_000));
  const values = { code, site, purpose: t(purposeKey[purpose]), lifetime: t('codeMail.minutes', { count }) };
  return {
    subject: t('codeMail.subject', values),
    text: t('codeMail.text', values),
    sms: t('codeMail.sms', values),
  };
}
