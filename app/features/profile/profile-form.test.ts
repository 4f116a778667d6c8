import { describe, expect, it } from 'vitest';
import { checkAvatarFile, genderChoice, parseCode, parseDetails, parsePassword, parsePhone, readIntent } from './profile-form';

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

describe('profile forms', () => {
  it('reads only known intents', () => {
    expect(readIntent(form({ intent: 'phone-code' }))).toBe('phone-code');
    expect(readIntent(form({ intent: 'delete-account' }))).toBeNull();
  });

  it('needs a first name; sends gender only when chosen', () => {
    expect(parseDetails(form({ firstname: ' ', lastname: 'G' }))).toEqual({ ok: false, errors: { firstname: { key: 'account.required' } } });
    expect(parseDetails(form({ firstname: ' Ana ', lastname: '', birthday: '1990-02-28', gender: '' }))).toEqual({
      ok: true,
      value: { firstname: 'Ana', lastname: '', birthday: '1990-02-28' },
    });
    expect(parseDetails(form({ firstname: 'Ana', gender: 'female' }))).toMatchObject({ ok: true, value: { gender: 'female' } });
  });

  it('shows either stored gender style in the select', () => {
    expect([genderChoice('1'), genderChoice('female'), genderChoice(null), genderChoice('x')]).toEqual(['male', 'female', '', '']);
  });

  it("applies the spec's password messages, asking for the old one only when the account has a password", () => {
    expect(parsePassword(form({ password: '12345', password_confirmation: '12345' }), false)).toEqual({
      ok: false,
      errors: { password: { key: 'account.passwordTooShort' } },
    });
    expect(parsePassword(form({ old_password: '', password: '123456', password_confirmation: '123457' }), true)).toEqual({
      ok: false,
      errors: { old_password: { key: 'account.required' }, password_confirmation: { key: 'account.passwordsShouldMatch' } },
    });
    expect(parsePassword(form({ password: '123456', password_confirmation: '123456' }), false)).toEqual({
      ok: true,
      value: { password: '123456', password_confirmation: '123456' },
    });
  });

  it('checks phone and code presence and the code form', () => {
    expect(parsePhone(form({ phone: '' }))).toEqual({ ok: false, errors: { phone: { key: 'account.phoneRequired' } } });
    expect(parsePhone(form({ phone: ' +57 300 ' }))).toEqual({ ok: true, value: '+57 300' });
    expect(parseCode(form({ code: '12a456' }))).toEqual({ ok: false, errors: { code: { key: 'account.wrongCode' } } });
    expect(parseCode(form({ code: '012345' }))).toEqual({ ok: true, value: '012345' });
  });

  it('answers quickly for a missing, foreign or oversize picture', () => {
    expect(checkAvatarFile(null)).toEqual({ image: { key: 'profile.api.imageMissing' } });
    expect(checkAvatarFile({ type: 'text/plain', size: 10 })).toEqual({ image: { key: 'profile.api.imageType' } });
    expect(checkAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toEqual({ image: { key: 'profile.api.imageTooLarge' } });
    expect(checkAvatarFile({ type: 'image/webp', size: 1000 })).toBeNull();
  });
});
