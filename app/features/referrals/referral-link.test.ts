import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link';

describe('referralLink', () => {
  it('opens sign-up with the code filled in', () => {
    expect(referralLink('https://comanda.example/', 'AB12CD')).toBe('https://comanda.example/register?referral_code=AB12CD');
    expect(referralLink('http://127.0.0.1:3000', 'a b&c')).toBe('http://127.0.0.1:3000/register?referral_code=a+b%26c');
  });
});
