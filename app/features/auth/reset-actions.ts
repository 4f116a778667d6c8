import type { AuthSession, VerificationStarted } from '../../../contract/auth';
import type { Envelope } from '../../../contract/http';
import { type AuthActionArgs, invalid, readAuthPost, refused, signInRedirect, stepRedirect } from './auth-actions';
import { codeError, digitsOf, emailError, field, readPhonePost } from './auth-forms';
import { authHref } from './auth-params';

/**
 * /reset-password: by e-mail (A9 → code → A10) or by phone (A11 `auth/forgot/password` → code →
 * `auth/forgot/password/confirm`). Either code opens a reset session, which may set a new password
 * without the old one: the visitor goes on to /update-password, signed in.
 */
export async function resetAction({ request, context }: AuthActionArgs) {
  const { form, carry, api, intent } = await readAuthPost({ request, context });
  const email = field(form, 'email').toLowerCase();
  const next = authHref('/update-password', { redirectTo: carry.redirectTo });

  switch (intent) {
    case 'phone': {
      const { phone, values, error } = readPhonePost(form);
      if (error) return invalid({ phone: error }, values);
      try {
        const { data } = await api.post<Envelope<VerificationStarted>>('auth/forgot/password', { phone });
        return stepRedirect('/reset-password', carry, { method: 'phone', step: 'code', verifyId: data.verifyId, phone: data.phone ?? phone });
      } catch (err) {
        return refused(err, values, ['phone']);
      }
    }
    case 'phone-code': {
      const code = field(form, 'code');
      const error = codeError(code);
      if (error) return invalid({ code: error });
      try {
        const body = { verifyId: field(form, 'verifyId'), verifyCode: code, phone: digitsOf(field(form, 'phone')) || undefined };
        const { data: session } = await api.post<Envelope<AuthSession>>('auth/forgot/password/confirm', body);
        return signInRedirect(request, session, next);
      } catch (err) {
        return refused(err, {}, ['code'], { verifyCode: 'code', verifyId: 'code' });
      }
    }
    case 'email-code': {
      const code = field(form, 'code');
      const error = codeError(code);
      if (error) return invalid({ code: error });
      try {
        const { data: session } = await api.post<Envelope<AuthSession>>(`auth/forgot/email-password/${code}`, undefined, { email, verifyCode: code });
        return signInRedirect(request, session, next);
      } catch (err) {
        return refused(err, {}, ['code'], { verifyCode: 'code' });
      }
    }
    default: {
      // intent `email` (A9); the answer is the same whether or not the address has an account.
      const error = emailError(email);
      if (error) return invalid({ email: error }, { email });
      try {
        await api.post('auth/forgot/email-password', undefined, { email });
        return stepRedirect('/reset-password', carry, { method: 'email', step: 'code', email });
      } catch (err) {
        return refused(err, { email }, ['email']);
      }
    }
  }
}
