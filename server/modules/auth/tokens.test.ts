import { describe, expect, it } from 'vitest';
import { parseAuthorization } from './tokens';

const secret = 'a'.repeat(43);

describe('parseAuthorization', () => {
  it('reads "Bearer {id}|{secret}" as contract clients send it', () => {
    expect(parseAuthorization(`Bearer 12|${secret}`)).toEqual({ id: 12, secret });
    expect(parseAuthorization(`bearer   12|${secret}  `)).toEqual({ id: 12, secret });
    expect(parseAuthorization(`Bearer%2012%7C${secret}`)).toEqual({ id: 12, secret });
  });

  it('refuses anything else', () => {
    for (const header of [undefined, '', 'Bearer', `12|${secret}`, `Basic 12|${secret}`, `Bearer 12|${secret}x`, `Bearer x|${secret}`,
      `Bearer 0|${secret}`, `Bearer 99999999999|${secret}`, `Bearer 12|${secret.slice(1)}!`, 'Bearer %E0%A4%A']) {
      expect(parseAuthorization(header), String(header)).toBeNull();
    }
  });
});
