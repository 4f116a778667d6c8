import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { encodeQuery } from './query';

describe('encodeQuery', () => {
  it('encodes arrays, nested objects and drops empty values the way the server parses them', () => {
    const encoded = encodeQuery({
      page: 2,
      open: true,
      rating: [3.5, 4.5],
      address: { latitude: 6.2442, longitude: -75.5812 },
      skipped: undefined,
      none: null,
      search: 'café & tea',
    });
    expect(encoded).not.toContain('skipped');
    expect(encoded).not.toContain('none');
    expect(qs.parse(encoded)).toEqual({
      page: '2',
      open: 'true',
      rating: ['3.5', '4.5'],
      address: { latitude: '6.2442', longitude: '-75.5812' },
      search: 'café & tea',
    });
  });
});
