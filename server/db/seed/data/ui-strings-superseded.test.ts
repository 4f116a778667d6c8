import { describe, expect, it } from 'vitest';
import { uiStrings } from './ui-strings';
import { supersededUiStrings } from './ui-strings-superseded';

describe('superseded interface strings', () => {
  it('name keys this release still ships, with old texts that differ from today\'s', () => {
    const entries = Object.entries(supersededUiStrings).flatMap(([locale, keys]) =>
      Object.entries(keys).map(([key, old]) => ({ locale, key, old, current: uiStrings[locale as keyof typeof uiStrings][key] })),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const { locale, key, old, current } of entries) {
      expect(current, `${locale} ${key}`).toBeTypeOf('string');
      expect(old.length, `${locale} ${key}`).toBeGreaterThan(0);
      expect(old, `${locale} ${key}`).not.toContain(current);
    }
  });
});
