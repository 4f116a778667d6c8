import { describe, expect, it } from 'vitest';
import { en } from './en';
import { withEnglishFallback } from './english-fallback';
import { createTranslator } from './translator';

describe('withEnglishFallback', () => {
  it('keeps the language’s strings and fills the missing keys with bundled English', () => {
    const { t } = createTranslator('es', withEnglishFallback({ 'shop.open': 'Abierto' }));
    expect(t('shop.open')).toBe('Abierto');
    expect(t('shop.closed')).toBe(en['shop.closed']);
  });
});
