import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../contract/account-fields';
import { enAuth } from '../../lib/i18n/en-auth';
import { createTranslator } from '../../lib/i18n/translator';
import { translateApiMessage, translateFieldErrors } from './api-messages';

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
