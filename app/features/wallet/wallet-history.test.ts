import { describe, expect, it } from 'vitest';
import { isOutgoing, kindKey, otherParty, personName } from './wallet-history';

const ana = { firstname: 'Ana', lastname: 'Gómez', img: null };
const luis = { firstname: 'Luis', lastname: null, img: null };

describe('wallet history entries', () => {
  it('money out: an order paid and a transfer sent; everything else comes in', () => {
    expect(isOutgoing('withdraw')).toBe(true);
    expect(isOutgoing('transfer_out')).toBe(true);
    for (const type of ['topup', 'transfer_in', 'refund', 'referral'] as const) expect(isOutgoing(type)).toBe(false);
  });

  it('names each kind, and an unknown one as a plain movement', () => {
    expect(kindKey('withdraw')).toBe('wallet.kind.withdraw');
    expect(kindKey('referral')).toBe('wallet.kind.referral');
    expect(kindKey('cashback')).toBe('wallet.kind.other');
  });

  it('the other party: the sender of money received, the receiver of money sent', () => {
    expect(otherParty({ type: 'transfer_in', author: ana, recipient: luis })).toBe(ana);
    expect(otherParty({ type: 'transfer_out', author: ana, recipient: luis })).toBe(luis);
    expect(otherParty({ type: 'refund', author: ana, recipient: null })).toBeNull();
    expect(personName(ana)).toBe('Ana Gómez');
    expect(personName(luis)).toBe('Luis');
    expect(personName(null)).toBe('');
  });
});
