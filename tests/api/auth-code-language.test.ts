import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiApp } from '../../server/app';
import { useSeededApp } from '../support/app';
import { call, clearAccounts, lastMessage, signUpByPhone } from '../support/auth';

/**
 * The messages that carry a one-time code are written in the language of the request that asked
 * for it (`lang`, contract §1.3), from the seeded interface strings (codeMail.*).
 */
const t = useSeededApp();
let app: ApiApp;

beforeEach(async () => {
  await clearAccounts(t.db);
  app = t.freshApp();
});

describe('code messages in the requester language', () => {
  it('e-mail sign-up in Spanish: subject and body in Spanish, with the code', async () => {
    const reply = await call(app, 'POST', 'auth/register', { query: { email: 'lucia@example.com', lang: 'es' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const mail = await lastMessage(app, 'lucia@example.com');
    expect(mail.subject).toMatch(/: tu código de verificación \d{6}$/);
    expect(mail.text).toContain('para confirmar tu correo electrónico');
    expect(mail.text).toMatch(/Caduca en 1 minuto\./);
    expect(mail.subject).not.toContain('verification code');
  });

  it('Arabic for a phone sign-in code; English for lang=en', async () => {
    await signUpByPhone(app, '573007770101');
    const ar = await call(app, 'POST', 'auth/login/phone/send-code', { json: { phone: '573007770101' }, query: { lang: 'ar' } });
    expect(ar.status, JSON.stringify(ar.body)).toBe(200);
    expect((await lastMessage(app, '573007770101')).text).toContain('تسجيل الدخول');

    const en = await call(app, 'POST', 'auth/register', { query: { email: 'sam@example.com', lang: 'en' } });
    expect(en.status).toBe(200);
    const mail = await lastMessage(app, 'sam@example.com');
    expect(mail.subject).toMatch(/: your verification code \d{6}$/);
    expect(mail.text).toContain('to confirm your e-mail address. It expires in 1 minute.');
  });
});
