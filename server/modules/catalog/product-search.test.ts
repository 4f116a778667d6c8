import { describe, expect, it } from 'vitest';
import { escapeLike, searchPlan, tsConfigFor } from './product-search';

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('pizza')).toBe('pizza');
  });
});

describe('tsConfigFor', () => {
  it('stems the seeded languages and only splits words for others', () => {
    expect(tsConfigFor('es')).toBe('spanish');
    expect(tsConfigFor('ar')).toBe('arabic');
    expect(tsConfigFor('pt')).toBe('simple');
  });
});

describe('searchPlan', () => {
  it('matches substrings and typos from three characters, word prefixes from two', () => {
    expect(searchPlan('piz')).toEqual({ prefix: 'piz:*', substring: true, typos: true });
    expect(searchPlan('te')).toEqual({ prefix: 'te:*', substring: false, typos: false });
  });

  it('matches a single letter as a whole word only, and punctuation not at all as a prefix', () => {
    expect(searchPlan('a')).toEqual({ prefix: null, substring: false, typos: false });
    expect(searchPlan('%%%').prefix).toBeNull();
  });

  it('counts letters, not UTF-16 units, for Arabic and accented text', () => {
    expect(searchPlan('قه')).toMatchObject({ prefix: 'قه:*', substring: false });
    expect(searchPlan('café')).toMatchObject({ prefix: 'café:*', substring: true });
  });
});
