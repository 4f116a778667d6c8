import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../http/errors';
import { checkRedirectUri } from './redirect-uri';

const refused = (value: string, allowed: Parameters<typeof checkRedirectUri>[1]) => {
  try {
    checkRedirectUri(value, allowed);
  } catch (err) {
    return err instanceof ApiError && err.status === 422 && err.params?.redirect_uri !== undefined;
  }
  return false;
};

describe('checkRedirectUri', () => {
  const request = { requestOrigin: 'http://shop.test:3000' };

  it('accepts any path on the request origin when PUBLIC_URL is unset', () => {
    expect(checkRedirectUri('http://shop.test:3000/auth/google/callback', request)).toBe('http://shop.test:3000/auth/google/callback');
    expect(checkRedirectUri('http://shop.test:3000/other?x=1', request)).toBe('http://shop.test:3000/other?x=1');
  });

  it('refuses other origins, schemes, ports, credentials, fragments and junk', () => {
    for (const bad of [
      'https://shop.test:3000/auth/google/callback',
      'http://shop.test/auth/google/callback',
      'http://evil.test/auth/google/callback',
      'http://shop.test:3000.evil.test/cb',
      'http://user:pw@shop.test:3000/cb',
      'http://shop.test:3000/cb#x',
      'javascript:alert(1)',
      '/auth/google/callback',
      'not a url',
    ]) {
      expect(refused(bad, request), bad).toBe(true);
    }
  });

  it('with PUBLIC_URL only its origin counts (the request origin is the proxy-facing one)', () => {
    const behindProxy = { publicUrl: 'https://shop.example/', requestOrigin: 'http://10.0.0.5:3000' };
    expect(checkRedirectUri('https://shop.example/auth/apple/callback', behindProxy)).toBe('https://shop.example/auth/apple/callback');
    expect(refused('http://10.0.0.5:3000/auth/apple/callback', behindProxy)).toBe(true);
    expect(refused('http://shop.example/auth/apple/callback', behindProxy)).toBe(true);
  });
});
