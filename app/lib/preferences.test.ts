import { describe, expect, it } from 'vitest';
import { readPreferences } from './preferences';

describe('readPreferences', () => {
  it('reads theme, locale and the token from cookies', () => {
    expect(readPreferences('theme=dark; locale=ar; currency_id=2; access_token=Bearer%2012%7Cabc')).toEqual({
      theme: 'dark',
      locale: 'ar',
      currencyId: 2,
      authorization: 'Bearer 12|abc',
    });
  });

  it('falls back to the light theme and no locale for missing or unknown values', () => {
    expect(readPreferences(null)).toEqual({ theme: 'light', locale: undefined, currencyId: undefined, authorization: undefined });
    expect(readPreferences('currency_id=abc').currencyId).toBeUndefined();
    expect(readPreferences('theme=neon').theme).toBe('light');
  });
});
