/**
 * A PG7 figure for display (contract §2.22: exact counts that clients round to hundreds and
 * shorten): below 100 as it is; from 100, rounded down to hundreds, shortened in the page's
 * language ("1.2K", "12,3 mil", "1.2 ألف") and marked as "at least" with a plus. Latin digits in
 * every language, as prices and dates are, so server and browser print the same.
 */
export function statFigure(n: number, locale: string): string {
  const latin = `${locale}-u-nu-latn`;
  if (n < 100) return new Intl.NumberFormat(latin).format(Math.max(0, Math.floor(n)));
  const rounded = Math.floor(n / 100) * 100;
  return `${new Intl.NumberFormat(latin, { notation: 'compact', maximumFractionDigits: 1 }).format(rounded)}+`;
}
