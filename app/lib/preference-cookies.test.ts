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
    // Browsers drop tabs and line breaks in URLs: these would become //evil.example.
    expect(safeRedirectPath('/\t/evil.example')).toBe('/');
    expect(safeRedirectPath('/\n/evil.example')).toBe('/');
    // Encoded too (a later decode would make it //evil.example); the full list: safe-redirect.test.ts.
    expect(safeRedirectPath('/%09/evil.example')).toBe('/');
    expect(safeRedirectPath('/search?q=pizza%20hut')).toBe('/search?q=pizza%20hut');
    expect(safeRedirectPath('/shop/3/checkout')).toBe('/shop/3/checkout');
  });
});
