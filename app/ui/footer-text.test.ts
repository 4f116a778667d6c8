import { describe, expect, it } from 'vitest';
import { createTranslator } from '../lib/i18n/translator';
import { footerLine, SEEDED_FOOTER_TEXT } from './footer-text';

const es = createTranslator('es', { 'footer.copyright': '© {{year}} {{title}}. Todos los derechos reservados.' }).t;
const at = new Date('2027-03-01T00:00:00Z');

describe('footer line', () => {
  it("says the shipped default in the page's language", () => {
    expect(footerLine({ footer_text: SEEDED_FOOTER_TEXT, title: 'Comanda' }, es, at)).toEqual({ text: '© 2027 Comanda. Todos los derechos reservados.', custom: false });
    expect(footerLine({}, es, at).text).toBe('© 2027 Comanda. Todos los derechos reservados.');
  });

  it("shows the operator's own text as they wrote it", () => {
    expect(footerLine({ footer_text: 'Hecho en Medellín' }, es, at)).toEqual({ text: 'Hecho en Medellín', custom: true });
  });
});
