import { describe, expect, it } from 'vitest';
import { helpSearch } from './help-loader';

describe('helpSearch', () => {
  it('trims, drops control characters and stops at 100 characters', () => {
    expect(helpSearch(null)).toBe('');
    expect(helpSearch('  delivery \n')).toBe('delivery');
    expect(helpSearch('a\u0000b')).toBe('a b');
    expect(helpSearch('x'.repeat(150))).toHaveLength(100);
  });
});
