import type { AuthSession, VerificationStarted } from '../../../contract/auth';
import type { Envelope } from '../../../contract/http';
import { type AuthActionArgs, invalid, readAuthPost, refused, signInRedirect, stepRedirect } from './auth-actions';
import { codeError, detailsErrors, digitsOf, emailError, field, hasErrors, passwordErrors, readDetails, readPhonePost, secretField } from './auth-forms';
import { authHref } from './auth-params';

/**
 * /register and /verify-phone. By phone: A2 `?phone=` → /verify-phone → A6 opens the account →
 * /welcome asks the name, then `redirectTo`. By e-mail: A2 `?email=` → code (A3) → details and
 * password (A5) → `redirectTo`, or /welcome when the sign-up did not start from another page.
 */
export async function registerAction({ request, context }: AuthActionArgs) {
  const { form, carry, api, intent } = await readAuthPost({ request, context });
  const email = field(form, 'email').toLowerCase();
  const welcome = authHref('/welcome', { redirectTo: carry.redirectTo });

  switch (intent) {
    case 'phone':
    case 'resend-phone': {
      const { phone, values, error } = readPhonePost(form);
      if (error) return invalid({ phone: error }, values);
      try {
        // A4 for a new code: it does not count as another sign-up.
        const path = intent === 'phone' ? 'auth/register' : 'auth/resend-verify';
        const { data } = await api.post<Envelope<VerificationStarted>>(path, undefined, { phone });
        return stepRedirect('/verify-phone', carry, { verifyId: data.verifyId, phone: data.phone ?? phone });
      } catch (err) {
        return refused(err, values, ['phone']);
      }
    }
    case 'verify-phone': {
      const code = field(form, 'code');
      const error = codeError(code);
      if (error) return invalid({ code: error }, { referral: carry.referral });
      try {
        const body = { verifyId: field(form, 'verifyId'), verifyCode: code, phone: digitsOf(field(form, 'phone')) || undefined, referral: carry.referral || undefined };
        const { data: session } = await api.post<Envelope<AuthSession>>('auth/verify/phone', body);
        return signInRedirect(request, session, welcome);
      } catch (err) {
        return refused(err, { referral: carry.referral }, ['code', 'referral'], { verifyCode: 'code', verifyId: 'code' });
      }
    }
    case 'email':
    case 'resend-email': {
      const error = emailError(email);
      if (error) return invalid({ email: error }, { email });
      try {
        await api.post(intent === 'email' ? 'auth/register' : 'auth/resend-verify', undefined, { email });
        return stepRedirect('/register', carry, { method: 'email', step: 'code', email });
      } catch (err) {
        return refused(err, { email }, ['email']);
      }
    }
    case 'email-code': {
      const code = field(form, 'code');
      const error = codeError(code);
      if (error) return invalid({ code: error });
      try {
        await api.get(`auth/verify/${code}`, { email });
        return stepRedirect('/register', carry, { method: 'email', step: 'details', email });
      } catch (err) {
        return refused(err, {}, ['code'], { verifyCode: 'code' });
      }
    }
    default: {
      // intent `details` (A5)
      const details = readDetails(form);
      const password = secretField(form, 'password');
      const confirmation = secretField(form, 'password_confirmation');
      const errors = { ...passwordErrors(password, confirmation, 'account.passwordsDontMatch'), ...detailsErrors(details) };
      if (hasErrors(errors)) return invalid(errors, { ...details, referral: carry.referral });
      try {
        const body = { email, ...details, gender: details.gender || undefined, password, password_confirmation: confirmation, referral: carry.referral || undefined };
        const { data: session } = await api.post<Envelope<AuthSession>>('auth/after-verify', body);
        // The account is complete: straight back to the page the sign-up started from (e.g. the
        // checkout), like a sign-in; the greeting only when there is nowhere to go back to.
        return signInRedirect(request, session, carry.redirectTo === '/' ? welcome : carry.redirectTo);
      } catch (err) {
        return refused(err, { ...details, referral: carry.referral }, ['firstname', 'lastname', 'gender', 'password', 'password_confirmation', 'referral']);
      }
    }
  }
}
