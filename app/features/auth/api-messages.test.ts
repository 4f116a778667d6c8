import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../contract/account-fields';
import { enAuth } from '../../lib/i18n/en-auth';
import { createTranslator } from '../../lib/i18n/translator';
import { apiMessage, translateApiMessage, translateFieldErrors } from './api-messages';

const spanish = createTranslator('es', { 'account.loginInvalid': 'El usuario o la contraseña no son válidos', 'account.genericError': 'Ocurrió un error' });

describe('translateApiMessage', () => {
  it('has an interface string for every account message the API sends', () => {
    for (const name of Object.keys(authMessages)) expect(enAuth).toHaveProperty(`account.${name}`);
  });

  it('translates known messages, keeps other server text, and falls back to the generic error', () => {
    expect(translateApiMessage(spanish.t, 'Login or password is invalid')).toBe('El usuario o la contraseña no son válidos');
    expect(translateApiMessage(spanish.t, 'At most 100 characters')).toBe('At most 100 characters');
    expect(translateApiMessage(spanish.t, undefined)).toBe('Ocurrió un error');
  });

  it('reads the first message of each field', () => {
    expect(translateFieldErrors(spanish.t, { password: ['Login or password is invalid', 'x'], phone: [] })).toEqual({
      password: 'El usuario o la contraseña no son válidos',
    });
  });
});

describe('apiMessage', () => {
  it('names the interface string of an account message, keeps other text, and says to wait on a 429', () => {
    expect(apiMessage('Wrong verification code')).toEqual({ key: 'account.wrongCode' });
    expect(apiMessage('The email has already been taken.')).toEqual({ key: 'account.emailTaken' });
    expect(apiMessage('At most 100 characters')).toEqual({ text: 'At most 100 characters' });
    expect(apiMessage(undefined)).toEqual({ key: 'account.genericError' });
    expect(apiMessage('Too many verification codes requested. Try again in 59 minutes.', 429)).toEqual({ key: 'account.tooManyRequests' });
  });
});
