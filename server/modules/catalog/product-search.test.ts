import { describe, expect, it } from 'vitest';
import { escapeLike, tsConfigFor } from './product-search';

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
