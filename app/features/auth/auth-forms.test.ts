import { describe, expect, it } from 'vitest';
import { phoneField } from '../../../contract/account-fields';
import {
  codeError, detailsErrors, digitsOf, emailError, loginIdentifier, passwordErrors, phoneError, phoneWithCountry, validateLogin,
} from './auth-forms';
import { dialCode, displayPhone } from './countries';

describe('phone numbers', () => {
  it('puts the chosen country code before a national number, as digits', () => {
    expect(phoneWithCountry(dialCode('CO'), '300 123 4567')).toBe('573001234567');
    expect(phoneWithCountry(dialCode('ES'), '612-34-56-78')).toBe('34612345678');
    // A national trunk 0 is dropped, as when dialling from abroad.
    expect(phoneWithCountry(dialCode('GB'), '07700 900123')).toBe('447700900123');
  });

  it('keeps a number that names its own country with + or 00', () => {
    expect(phoneWithCountry(dialCode('CO'), '+57 300 123 4567')).toBe('573001234567');
    expect(phoneWithCountry(dialCode('CO'), '+34 (612) 34-56-78')).toBe('34612345678');
    expect(phoneWithCountry(dialCode('CO'), '0034 612 345 678')).toBe('34612345678');
  });

  it('gives the spec messages, and agrees with the API on what is valid', () => {
    expect(phoneError(phoneWithCountry('57', ''))).toEqual({ key: 'account.phoneRequired' });
    expect(phoneError(phoneWithCountry('57', '   '))).toEqual({ key: 'account.phoneRequired' });
    expect(phoneError(phoneWithCountry('57', '12ab'))).toEqual({ key: 'account.phoneInvalid' });
    expect(phoneError(phoneWithCountry('57', '+1234'))).toEqual({ key: 'account.phoneInvalid' });
    for (const ok of ['573001234567', '1234567', '123456789012345']) {
      expect(phoneError(ok)).toBeUndefined();
      expect(phoneField.parse(ok)).toBe(ok);
    }
    expect(phoneError('1234567890123456')).toEqual({ key: 'account.phoneInvalid' });
    expect(digitsOf('+57 (300) 123-4567')).toBe('573001234567');
  });

  it('shows a stored number as people read it', () => {
    expect(displayPhone('573001234567')).toBe('+57 300 123 4567');
    expect(displayPhone('971501234567')).toBe('+971 501 234 567');
    expect(displayPhone('999123')).toBe('+999123');
  });

  it('falls back to Colombia for an unknown region', () => {
    expect(dialCode('ZZ')).toBe('57');
    expect(dialCode('US')).toBe('1');
  });
});

describe('sign-in identifier (contract A1)', () => {
  it('is an e-mail when it has @, else a phone number as digits', () => {
    expect(loginIdentifier(' Ana@Example.com ')).toEqual({ email: 'ana@example.com' });
    expect(loginIdentifier('+57 300 123 4567')).toEqual({ phone: '573001234567' });
    expect(loginIdentifier('573001234567')).toEqual({ phone: '573001234567' });
  });

  it('checks both fields with the spec messages', () => {
    expect(validateLogin('', '')).toEqual({ login: { key: 'account.required' }, password: { key: 'account.required' } });
    expect(validateLogin('300', 'x')).toEqual({ login: { key: 'account.phoneInvalid' } });
    expect(validateLogin('ana@', 'x')).toEqual({ login: { key: 'account.emailInvalid' } });
    expect(validateLogin('+57 300 123 4567', 'secret')).toEqual({});
    expect(validateLogin('ana@example.com', 'secret')).toEqual({});
  });
});

describe('passwords', () => {
  it("needs 6 characters and a matching confirmation ('Passwords don't match' on sign-up)", () => {
    expect(passwordErrors('', '', 'account.passwordsDontMatch')).toEqual({
      password: { key: 'account.required' },
      password_confirmation: { key: 'account.required' },
    });
    expect(passwordErrors('12345', '12345', 'account.passwordsDontMatch')).toEqual({ password: { key: 'account.passwordTooShort' } });
    expect(passwordErrors('123456', '123457', 'account.passwordsDontMatch')).toEqual({
      password_confirmation: { key: 'account.passwordsDontMatch' },
    });
    expect(passwordErrors('x'.repeat(129), 'x'.repeat(129), 'account.passwordsDontMatch')).toEqual({ password: { key: 'account.passwordTooLong' } });
    expect(passwordErrors('123456', '123456', 'account.passwordsDontMatch')).toEqual({});
  });

  it("says 'Passwords should match' on the password update", () => {
    expect(passwordErrors('secret-1', 'secret-2', 'account.passwordsShouldMatch')).toEqual({
      password_confirmation: { key: 'account.passwordsShouldMatch' },
    });
  });

  it('may be left out where it is optional, but not half filled', () => {
    expect(passwordErrors('', '', 'account.passwordsDontMatch', { optional: true })).toEqual({});
    expect(passwordErrors('secret', '', 'account.passwordsDontMatch', { optional: true })).toEqual({
      password_confirmation: { key: 'account.required' },
    });
  });
});

describe('other fields', () => {
  it("asks for the name with 'Please fill user details'; gender is optional", () => {
    expect(detailsErrors({ firstname: '', lastname: '', gender: '' })).toEqual({
      firstname: { key: 'account.required' },
      lastname: { key: 'account.required' },
      form: { key: 'account.fillUserDetails' },
    });
    expect(detailsErrors({ firstname: 'Ana', lastname: 'Gómez', gender: '' })).toEqual({});
    expect(detailsErrors({ firstname: 'Ana', lastname: 'Gómez', gender: 'other' })).toMatchObject({ gender: { key: 'account.required' } });
    expect(detailsErrors({ firstname: 'Ana', lastname: 'Gómez', gender: 'female' })).toEqual({});
  });

  it('checks codes and e-mail addresses', () => {
    expect(codeError('')).toEqual({ key: 'account.required' });
    expect(codeError('12345')).toEqual({ key: 'account.wrongCode' });
    expect(codeError('12a456')).toEqual({ key: 'account.wrongCode' });
    expect(codeError('012345')).toBeUndefined();
    expect(emailError('')).toEqual({ key: 'account.required' });
    expect(emailError('ana')).toEqual({ key: 'account.emailInvalid' });
    expect(emailError('ana@example.com')).toBeUndefined();
  });
});
