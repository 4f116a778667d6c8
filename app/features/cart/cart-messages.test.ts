import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../../contract/cart';
import { en } from '../../lib/i18n/en';
import { createTranslator } from '../../lib/i18n/translator';
import { cartErrorText, translateCartMessage } from './cart-messages';

const es = createTranslator('es', {
  ...en,
  'cart.api.outOfStock': 'Agotado',
  'cart.api.maxQuantity': 'La cantidad máxima es {{count}}',
}).t;

describe('cart messages from the API', () => {
  it('translates fixed and numbered messages, leaves others as written', () => {
    expect(translateCartMessage(es, cartMessages.outOfStock)).toBe('Agotado');
    expect(translateCartMessage(es, cartMessages.maxQuantity(12))).toBe('La cantidad máxima es 12');
    expect(translateCartMessage(es, 'Something the server said')).toBe('Something the server said');
    expect(translateCartMessage(es, undefined)).toBe(en['account.genericError']);
  });

  it('has an English string equal to every fixed message', () => {
    for (const [name, message] of Object.entries(cartMessages)) {
      if (typeof message === 'string') expect(en[`cart.api.${name}` as keyof typeof en]).toBe(message);
    }
  });

  it('shows the first field message of a 422, else the message', () => {
    const refused = { status: 422, data: { message: 'The given data was invalid', params: { 'products.0.quantity': [cartMessages.outOfStock] } } };
    expect(cartErrorText(es, refused)).toBe('Agotado');
    expect(cartErrorText(es, { status: 409, data: { message: cartMessages.otherShop } })).toBe(en['cart.api.otherShop']);
  });
});
