/**
 * Countries offered by the phone fields' country-code picker: the marketplace's own markets first
 * (the demo is in Colombia, spec §9), then a short list of others. A number typed with `+` names
 * its own country, so the list need not be complete.
 */
export const COUNTRIES = [
  ['CO', '57'], ['MX', '52'], ['AR', '54'], ['CL', '56'], ['PE', '51'], ['EC', '593'], ['VE', '58'], ['BR', '55'],
  ['ES', '34'], ['PT', '351'], ['FR', '33'], ['DE', '49'], ['IT', '39'], ['GB', '44'], ['US', '1'], ['CA', '1'],
  ['AE', '971'], ['SA', '966'], ['EG', '20'], ['MA', '212'], ['QA', '974'], ['KW', '965'], ['JO', '962'], ['TR', '90'],
  ['IN', '91'], ['UZ', '998'],
] as const satisfies ReadonlyArray<readonly [string, string]>;

export const DEFAULT_COUNTRY = 'CO';

/** The dial code of a picked country (the form posts the region, since +1 is two countries). */
export function dialCode(region: string): string {
  return COUNTRIES.find(([r]) => r === region)?.[1] ?? '57';
}

/**
 * A stored phone number (digits) as people read it: "+57 300 123 4567". The country code is the
 * longest known one it starts with; the rest is grouped in threes (3-3-4 for ten digits).
 */
export function displayPhone(digits: string): string {
  const dial = COUNTRIES.map(([, d]) => d as string)
    .filter((d) => digits.startsWith(d))
    .sort((a, b) => b.length - a.length)[0];
  if (!dial) return `+${digits}`;
  const rest = digits.slice(dial.length);
  const groups = rest.length === 10 ? [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6)] : (rest.match(/.{1,3}/g) ?? []);
  return `+${dial} ${groups.join(' ')}`;
}
