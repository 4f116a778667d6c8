import { describe, expect, it } from 'vitest';
import { avatarSrc } from './avatar-src';

describe('avatarSrc', () => {
  it('prefixes stored paths, keeps absolute URLs and gives nothing for empty values', () => {
    expect(avatarSrc('users/7.webp')).toBe('/storage/images/users/7.webp');
    expect(avatarSrc('/users/7.webp', 'https://cdn.test/storage/images/')).toBe('https://cdn.test/storage/images/users/7.webp');
    expect(avatarSrc('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(avatarSrc('')).toBeNull();
    expect(avatarSrc(null)).toBeNull();
  });
});
