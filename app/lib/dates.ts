/**
 * Dates. The spec's `DD.MM.YYYY, HH:mm` (§2, §9) is the notification list's format
 * (`formatDateTime`); everywhere else a date reads the way the page's language writes it
 * (`formatLocalDateTime`, `formatLocalDate`: "25 nov 2026" in Spanish, "Nov 25, 2026" in English,
 * "25 نوفمبر 2026" in Arabic). Times are 24-hour and in a named time zone (the shop's), and digits
 * are Latin in every language (as prices are), so the server's render and the browser's
 * hydration print the same text wherever they run.
 */
export function formatDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** A calendar date `YYYY-MM-DD` as `DD.MM.YYYY` (no time zone involved). */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}.${month}.${year}` : date;
}

const localDateParts = { day: 'numeric', month: 'short', year: 'numeric', numberingSystem: 'latn' } as const;

/** A moment in the page's language: date and 24-hour time in `timeZone`. */
export function formatLocalDateTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...localDateParts, timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** A calendar date `YYYY-MM-DD` in the page's language, on that very day (no time zone shift). */
export function formatLocalDate(date: string, locale: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : new Intl.DateTimeFormat(locale, { ...localDateParts, timeZone: 'UTC' }).format(at);
}

/**
 * Text that reads left to right whatever the page's direction (dates, times, phone numbers put
 * into a translated sentence): wrapped in Unicode's left-to-right isolate (U+2066 … U+2069), so
 * "25.11.2026, 09:20" is not reordered inside Arabic.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/**
 * Text put into a sentence of the page's language that takes its own direction from its first
 * strong letter (a date in the page's language, a name, an address): a first-strong isolate
 * (U+2068 … U+2069), so neither it nor the sentence reorders the other.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
