import { parse } from 'cookie';
import { describe, expect, it } from 'vitest';
import type { AuthSession } from '../../../contract/auth';
import { parseSessionUser } from './session-user';
import { SESSION_COOKIE_MAX_AGE_S, signInHeaders } from './session-cookies';

const session = {
  access_token: '12|secret',
  token_type: 'Bearer',
  token: '12|secret',
  expires_at: '2026-12-02T00:00:00.000Z',
  user: {
    id: 12, uuid: 'u-12', firstname: 'Ana', lastname: 'Gómez', email: 'ana@example.com', phone: '573001234567',
    birthday: null, gender: 'female', img: null, active: true, role: 'user', email_verified_at: null,
    phone_verified_at: null, empty_p: false, my_referral: 'ANA12', wallet: { id: 1, uuid: 'w', price: 0, symbol: '$' },
    notifications: [], addresses: [], shop: null, created_at: '', updated_at: '',
    referral_from_topup_price: 0, referral_from_topup_count: 0, referral_from_withdraw_price: 0,
    referral_from_withdraw_count: 0, referral_to_withdraw_price: 0, referral_to_withdraw_count: 0,
    referral_to_topup_price: 0, referral_to_topup_count: 0,
  },
} satisfies AuthSession;

describe('signInHeaders', () => {
  it('stores "Bearer token" (HttpOnly) and the trimmed user (readable) for 7 days, Lax, Secure only over HTTPS', () => {
    const cookies = signInHeaders(session, true).getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toContain(`Max-Age=${SESSION_COOKIE_MAX_AGE_S}`);
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Secure');
    }
    expect(cookies.find((c) => c.startsWith('access_token='))).toContain('HttpOnly');
    expect(cookies.find((c) => c.startsWith('user='))).not.toContain('HttpOnly');
    const values = Object.assign({}, ...cookies.map((c) => parse(c.split(';')[0]!)));
    expect(values.access_token).toBe('Bearer 12|secret');
    expect(JSON.parse(values.user)).not.toHaveProperty('wallet');
    expect(parseSessionUser(values.user)).toEqual({ id: 12, firstname: 'Ana', lastname: 'Gómez', img: '', role: 'user' });
    expect(signInHeaders(session, false).getSetCookie().some((c) => c.includes('Secure'))).toBe(false);
  });
});
