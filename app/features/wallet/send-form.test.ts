import { describe, expect, it } from 'vitest';
import { checkSend, parseAmount, searchTerm } from './send-form';

const uuid = '6f1c2d3e-1111-2222-3333-444455556666';

describe('send-money form', () => {
  it('takes an amount above zero with at most two decimals, a decimal comma too', () => {
    expect(checkSend({ price: '12.5', uuid, note: '' })).toEqual({ ok: true, value: { price: 12.5, uuid } });
    expect(checkSend({ price: ' 3,25 ', uuid, note: ' dinner ' })).toEqual({ ok: true, value: { price: 3.25, uuid, note: 'dinner' } });
    expect(parseAmount('abc')).toBeNull();
  });

  it('says what is wrong with the amount', () => {
    const errorOf = (price: string) => {
      const result = checkSend({ price, uuid, note: '' });
      return result.ok ? null : result.errors.price;
    };
    expect(errorOf('')).toBe('wallet.send.amount_required');
    expect(errorOf('0')).toBe('wallet.send.amount_invalid');
    expect(errorOf('-4')).toBe('wallet.send.amount_invalid');
    expect(errorOf('1e3')).toBe('wallet.send.amount_invalid');
    expect(errorOf('1.234')).toBe('wallet.send.amount_decimals');
    expect(errorOf('99999999999')).toBe('wallet.send.amount_invalid');
  });

  it('needs a recipient and a note of bounded length', () => {
    const result = checkSend({ price: '5', uuid: ' ', note: 'x'.repeat(256) });
    expect(result).toEqual({ ok: false, errors: { uuid: 'wallet.send.recipient_required', note: 'wallet.send.note_too_long' } });
  });

  it('never searches for a blank term', () => {
    expect(searchTerm('   ')).toBeNull();
    expect(searchTerm('  ana ')).toBe('ana');
  });
});
