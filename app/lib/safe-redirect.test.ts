import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './preference-cookies';

/** The usual open-redirect bypasses (issue #21): each must fall back to `/`. */
const BYPASSES = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u3000/evil.example',
  '/\u00a0/evil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  ' //evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/%0D%0ALocation:%20http://evil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'evil.example',
  '',
  '/shop\r\nSet-Cookie: a=b',
  `/${'a'.repeat(3000)}`,
];

describe('safeRedirectPath', () => {
  it.each(BYPASSES)('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/shop/1?x=2#menu')).toBe('/shop/1?x=2#menu');
    expect(safeRedirectPath('/search?q=pizza%20grande')).toBe('/search?q=pizza%20grande');
    expect(safeRedirectPath('/orders')).toBe('/orders');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('percent-encodes letters a Location header cannot carry', () => {
    expect(safeRedirectPath('/search?q=café')).toBe('/search?q=caf%C3%A9');
  });

  it('refuses non-strings', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(new File([], 'x'))).toBe('/');
  });
});
