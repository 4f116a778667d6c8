/**
 * The footer's last line. The `footer_text` setting (spec §2) is one text for every language, so
 * the text the demo ships with ("© 2026 Comanda. All rights reserved.") stood in English on
 * Spanish and Arabic pages. The footer shows the translated `footer.copyright` instead while the
 * setting still holds what the seed wrote, and the operator's own text once they change it.
 */
export const SEEDED_FOOTER_TEXT = '© 2026 Comanda. All rights reserved.';

export function footerLine(
  settings: Record<string, string>,
  t: (key: 'footer.copyright', values: { year: number; title: string }) => string,
  now = new Date(),
): { text: string; custom: boolean } {
  const custom = settings.footer_text;
  if (custom && custom !== SEEDED_FOOTER_TEXT) return { text: custom, custom: true };
  // UTC: the server's render and any later one agree on the year.
  return { text: t('footer.copyright', { year: now.getUTCFullYear(), title: settings.title || 'Comanda' }), custom: false };
}
