import { describe, expect, it } from 'vitest';
import { walletMessages } from '../../../contract/wallet';
import { en } from '../../lib/i18n/en';
import { createTranslator } from '../../lib/i18n/translator';
import { walletMessageText } from './wallet-messages';

describe('wallet API messages', () => {
  it('every message the wallet API sends has an interface string', () => {
    // With no strings loaded the translator answers the key itself: which key each message maps to.
    const { t: keys } = createTranslator('en', {});
    const { t } = createTranslator('en', en);
    for (const message of Object.values(walletMessages)) {
      if (typeof message !== 'string') continue;
      const key = walletMessageText(keys, { message });
      expect(key).toMatch(/^wallet\.api\./);
      expect(en).toHaveProperty([key]);
      expect(walletMessageText(t, { message })).toBe(message);
    }
  });

  it('says them in the page language, and shows other server texts as written', () => {
    const { t } = createTranslator('es', { 'wallet.api.insufficientBalance': 'Saldo insuficiente en el monedero' });
    expect(walletMessageText(t, { message: walletMessages.insufficientBalance })).toBe('Saldo insuficiente en el monedero');
    expect(walletMessageText(t, { message: 'Something else' })).toBe('Something else');
    expect(walletMessageText(t, { key: 'wallet.send.amount_required' })).toBe('wallet.send.amount_required');
  });
});
