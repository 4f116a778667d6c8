/** The booking page's address for a choice of section, table and day (the page is driven by its URL). */
export function bookingHref(shopId: number, choice: { section?: number | null; table?: number | null; date?: string | null }): string {
  const query = new URLSearchParams();
  if (choice.section) query.set('section', String(choice.section));
  if (choice.table) query.set('table', String(choice.table));
  if (choice.date) query.set('date', choice.date);
  const search = query.toString();
  return `/reservations/${shopId}${search ? `?${search}` : ''}`;
}
