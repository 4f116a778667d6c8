import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../contract/booking-values';
import { createTranslator } from '../../lib/i18n/translator';
import { en } from '../../lib/i18n/en';
import { translateBookingMessage } from './booking-messages';

describe('booking messages', () => {
  it('every API message has its English string', () => {
    const { t } = createTranslator('en', en);
    for (const message of Object.values(bookingMessages)) expect(translateBookingMessage(t, message, 422)).toBe(message);
  });

  it('translates by key, leaves unknown messages as written', () => {
    const { t } = createTranslator('es', { 'booking.api.phoneRequired': 'Se requiere el número de teléfono' });
    expect(translateBookingMessage(t, bookingMessages.phoneRequired, 422)).toBe('Se requiere el número de teléfono');
    expect(translateBookingMessage(t, 'Something else', 422)).toBe('Something else');
  });
});
