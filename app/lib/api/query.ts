/** A query value as the contract sends it (§1.2): scalars, arrays and one level of objects. */
export type QueryValue = string | number | boolean | undefined | null | QueryValue[] | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

/**
 * Encodes a query in the contract's default style: `a[]=1&a[]=2`, `address[latitude]=…`;
 * `undefined`/`null` are dropped and booleans sent as `true`/`false`. Small on purpose: this
 * runs in the browser bundle.
 */
export function encodeQuery(query: Query): string {
  const parts: string[] = [];
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.join('&');
}
