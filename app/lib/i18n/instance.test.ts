import { describe, expect, it } from 'vitest';
import { createI18n } from './instance';

describe('createI18n', () => {
  it('translates from the server bundle and falls back to bundled English', () => {
    const i18n = createI18n('es', { 'shop.open': 'Abierto' });
    expect(i18n.t('shop.open')).toBe('Abierto');
    expect(i18n.t('shop.closed')).toBe('Closed');
    expect(i18n.t('pagination.status', { page: 2, last: 3 })).toBe('Page 2 of 3');
  });
});
