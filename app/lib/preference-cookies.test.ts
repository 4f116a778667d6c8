import { describe, expect, it } from 'vitest';
import { preferenceCookie, safeRedirectPath } from './preference-cookies';

describe('preference cookies', () => {
  it('are site-wide, last a year and are Secure only under HTTPS', () => {
    expect(preferenceCookie('theme', 'dark', false)).toBe('theme=dark; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(preferenceCookie('dir', 'rtl', true)).toContain('; Secure');
  });

  it('redirects only to same-site paths', () => {
    expect(safeRedirectPath('/shop/1?x=2')).toBe('/shop/1?x=2');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
});
