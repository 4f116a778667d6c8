import { describe, expect, it } from 'vitest';
import { resendSeconds } from './ResendCode';

describe('resend countdown', () => {
  it('lasts otp_expire_time minutes (1 when unset or not a number, at most an hour, as the server caps codes)', () => {
    expect(resendSeconds('2')).toBe(120);
    expect(resendSeconds('0.5')).toBe(30);
    expect(resendSeconds(undefined)).toBe(60);
    expect(resendSeconds('soon')).toBe(60);
    expect(resendSeconds('-3')).toBe(60);
    expect(resendSeconds('600')).toBe(3600);
  });
});
