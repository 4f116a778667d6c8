import { describe, expect, it } from 'vitest';
import { resolveHomeLayout } from './layout';

describe('resolveHomeLayout', () => {
  it('maps ui_type 1 to the first layout and 2, 3, 4 to the second', () => {
    expect(resolveHomeLayout('1', null)).toBe(1);
    expect(resolveHomeLayout('2', null)).toBe(2);
    expect(resolveHomeLayout('3', null)).toBe(2);
    expect(resolveHomeLayout('4', null)).toBe(2);
  });

  it('falls back to the first layout for any other ui_type', () => {
    for (const other of [undefined, '', '0', '5', 'two', '2.5']) expect(resolveHomeLayout(other, null)).toBe(1);
  });

  it('lets a valid v override ui_type in both directions', () => {
    expect(resolveHomeLayout('1', '2')).toBe(2);
    expect(resolveHomeLayout('1', '4')).toBe(2);
    expect(resolveHomeLayout('3', '1')).toBe(1);
    expect(resolveHomeLayout(undefined, '3')).toBe(2);
  });

  it('ignores an invalid v and keeps the setting', () => {
    expect(resolveHomeLayout('2', '9')).toBe(2);
    expect(resolveHomeLayout('2', '')).toBe(2);
    expect(resolveHomeLayout('1', 'abc')).toBe(1);
  });
});
