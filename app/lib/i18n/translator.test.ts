import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it('translates from the bundle', () => {
    expect(createTranslator('es', { 'shop.open': 'Abierto' }).t('shop.open')).toBe('Abierto');
  });

  it('fills {{placeholders}}, with or without spaces, and leaves unknown ones visible', () => {
    const { t } = createTranslator('en', { 'pagination.status': 'Page {{ page }} of {{last}} ({{other}})' });
    expect(t('pagination.status', { page: 2, last: 3 })).toBe('Page 2 of 3 ({{other}})');
  });

  it('picks the plural form of the language by count, as i18next bundles spell it', () => {
    const bundle = { 'shop.reviews_one': '{{count}} reseña', 'shop.reviews_other': '{{count}} reseñas' };
    const { t } = createTranslator('es', bundle);
    expect(t('shop.reviews', { count: 1 })).toBe('1 reseña');
    expect(t('shop.reviews', { count: 4 })).toBe('4 reseñas');
    // Without plural forms the plain key answers.
    expect(createTranslator('ar', { 'shop.reviews': 'التقييمات: {{count}}' }).t('shop.reviews', { count: 4 })).toBe('التقييمات: 4');
  });

  it('answers the key itself when no language knows it', () => {
    const { t } = createTranslator('es', {});
    expect(t('no.such.key' as never)).toBe('no.such.key');
  });
});
