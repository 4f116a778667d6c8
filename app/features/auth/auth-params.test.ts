import { describe, expect, it } from 'vitest';
import { authHref, readCarry, returnPath } from './auth-params';

describe('state carried between the sign-in pages', () => {
  it('reads redirectTo (same-site only) and the referral code from the address or a form', () => {
    expect(readCarry(new URLSearchParams('redirectTo=/orders/3&referral_code=ANA12'))).toEqual({ redirectTo: '/orders/3', referral: 'ANA12' });
    expect(readCarry(new URLSearchParams('redirectTo=//evil.example'))).toEqual({ redirectTo: '/', referral: '' });
    const form = new FormData();
    form.set('redirectTo', 'https://evil.example/');
    form.set('referral', ' X1 ');
    expect(readCarry(form)).toEqual({ redirectTo: '/', referral: 'X1' });
  });

  it('never lands a sign-in on a signed-out page again; sign-in-only pages are fine', () => {
    expect(returnPath('/login?redirectTo=/x')).toBe('/');
    expect(returnPath('/register')).toBe('/');
    expect(returnPath('/auth/google')).toBe('/');
    expect(returnPath('/update-password')).toBe('/update-password');
    expect(returnPath('/shop/3/checkout')).toBe('/shop/3/checkout');
    expect(returnPath('/logins')).toBe('/logins');
  });

  it('writes short links: no default landing page, no empty values', () => {
    expect(authHref('/register', { redirectTo: '/' })).toBe('/register');
    expect(authHref('/register', { redirectTo: '/shop/1', referral: 'ANA12' }, { method: 'email', step: undefined })).toBe(
      '/register?method=email&redirectTo=%2Fshop%2F1&referral_code=ANA12',
    );
  });
});
