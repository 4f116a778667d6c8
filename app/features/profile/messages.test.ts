import { describe, expect, it } from 'vitest';
import { ApiResponseError } from '../../lib/api/client';
import { createTranslator } from '../../lib/i18n/translator';
import { apiFieldErrors, fieldErrorText } from './messages';

const es = createTranslator('es', {
  'account.wrongCode': 'Código de verificación incorrecto',
  'profile.api.imageType': 'El archivo debe ser una imagen',
  'account.tooManyRequests': 'Demasiados intentos',
});

const refusal = (status: number, message: string, params?: Record<string, string[]>) =>
  new ApiResponseError(status, { status: false, statusCode: `ERROR_${status}`, message, ...(params ? { params } : {}) });

describe('profile form messages', () => {
  it('puts the first message of each API field at the form field, renamed where asked', () => {
    const error = refusal(422, 'Wrong verification code', { phone: ['Wrong verification code', 'x'] });
    expect(apiFieldErrors(error, { phone: 'code' })).toEqual({ errors: { code: { message: 'Wrong verification code' } }, status: 422 });
    expect(apiFieldErrors(refusal(429, 'Too many'))).toEqual({ errors: { form: { message: 'Too many', status: 429 } }, status: 429 });
  });

  it('throws on anything that is not an API refusal (a 401 redirect, a bug)', () => {
    const redirect = new Response(null, { status: 302 });
    expect(() => apiFieldErrors(redirect)).toThrow();
  });

  it("translates the API's account and picture messages and our own keys", () => {
    expect(fieldErrorText(es.t, { message: 'Wrong verification code' })).toBe('Código de verificación incorrecto');
    expect(fieldErrorText(es.t, { message: 'The file must be a PNG, JPEG, WebP or SVG image' })).toBe('El archivo debe ser una imagen');
    expect(fieldErrorText(es.t, { key: 'account.wrongCode' })).toBe('Código de verificación incorrecto');
    expect(fieldErrorText(es.t, { message: 'x', status: 429 })).toBe('Demasiados intentos');
  });
});
