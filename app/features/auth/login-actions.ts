import type { AuthSession, VerificationStarted } from '../../../contract/auth';
import type { Envelope } from '../../../contract/http';
import { type AuthActionArgs, authApi, invalid, readAuthPost, refused, signInRedirect, stepRedirect } from './auth-actions';
import { codeError, digitsOf, field, hasErrors, loginIdentifier, readPhonePost, secretField, validateLogin } from './auth-forms';
import type { Carry } from './auth-params';

/** /login: `intent` = `password` (A1), `send-code` or `code` (phone sign-in with a code). */
export async function loginAction({ request, context }: AuthActionArgs) {
  const { form, carry, api, intent } = await readAuthPost({ request, context });

  if (intent === 'send-code') return sendLoginCode(api, form, carry);
  if (intent === 'code') {
    const code = field(form, 'code');
    const error = codeError(code);
    if (error) return invalid({ code: error });
    try {
      const body = { verifyId: field(form, 'verifyId'), verifyCode: code, phone: digitsOf(field(form, 'phone')) || undefined };
      const { data: session } = await api.post<Envelope<AuthSession>>('auth/login/phone', body);
      return signInRedirect(request, session, carry.redirectTo);
    } catch (err) {
      return refused(err, {}, ['code'], { verifyCode: 'code', verifyId: 'code' });
    }
  }

  const login = field(form, 'login');
  const password = secretField(form, 'password');
  const values = { login };
  const errors = validateLogin(login, password);
  if (hasErrors(errors)) return invalid(errors, values);
  try {
    const { data: session } = await api.post<Envelope<AuthSession>>('auth/login', { ...loginIdentifier(login), password });
    return signInRedirect(request, session, carry.redirectTo);
  } catch (err) {
    return refused(err, values, ['login', 'password'], { email: 'login', phone: 'login' });
  }
}

async function sendLoginCode(api: ReturnType<typeof authApi>['api'], form: FormData, carry: Carry) {
  const { phone, values, error } = readPhonePost(form);
  if (error) return invalid({ phone: error }, values);
  try {
    const { data } = await api.post<Envelope<VerificationStarted>>('auth/login/phone/send-code', { phone });
    return stepRedirect('/login', carry, { method: 'code', verifyId: data.verifyId, phone: data.phone ?? phone });
  } catch (err) {
    return refused(err, values, ['phone']);
  }
}
