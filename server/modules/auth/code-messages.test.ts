import { describe, expect, it } from 'vitest';
import { esAuth } from '../../db/seed/data/ui-strings-auth.es';
import { codeMessage } from './code-messages';

describe('codeMessage', () => {
  it('writes the subject and texts in the given language, with plural minutes', () => {
    const es = codeMessage({ purpose: 'email_password_reset', code: '123456', lifetimeMs: 5 * 60_000, site: 'Comanda', locale: 'es', bundle: esAuth });
    expect(es.subject).toBe('Comanda: tu código de verificación 123456');
    expect(es.text).toBe('123456 es tu código de Comanda para restablecer tu contraseña. Caduca en 5 minutos. Si no lo pediste, ignora este mensaje.');
    expect(es.sms).toBe('123456 es tu código de Comanda para restablecer tu contraseña (válido 5 minutos).');
  });

  it('falls back to English for keys the language lacks', () => {
    const msg = codeMessage({ purpose: 'phone_login', code: '654321', lifetimeMs: 60_000, site: 'Shop', locale: 'fr', bundle: {} });
    expect(msg.sms).toBe('654321 is your Shop code to sign in (valid 1 minute).');
  });
});
