import type { Tx } from '../../client';
import { LOCALES, type Locale, type Tr } from '../data/types';

export type { Tx };

/**
 * Multi-row inserts in slices: one statement per slice keeps the seed to a few dozen round trips
 * while staying far below PostgreSQL's 65 535 bind-parameter limit.
 */
const SLICE = 500;

/** Insert `rows` and return what `run` returns (e.g. `.returning({ id })`), in insertion order. */
export async function insertReturning<Row, Out>(rows: readonly Row[], run: (slice: Row[]) => Promise<Out[]>): Promise<Out[]> {
  const out: Out[] = [];
  for (let i = 0; i < rows.length; i += SLICE) out.push(...(await run(rows.slice(i, i + SLICE))));
  if (out.length !== rows.length) throw new Error(`Inserted ${out.length} of ${rows.length} rows`);
  return out;
}

export async function insertAll<Row>(rows: readonly Row[], run: (slice: Row[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += SLICE) await run(rows.slice(i, i + SLICE));
}

/** Pairs each input with the id PostgreSQL gave it (RETURNING follows the VALUES order). */
export const zipIds = <T>(items: readonly T[], ids: ReadonlyArray<{ id: number }>): Array<readonly [T, number]> =>
  items.map((item, i) => {
    const row = ids[i];
    if (!row) throw new Error('Missing id for inserted row');
    return [item, row.id] as const;
  });

/** One translation row per seeded language. */
export const perLocale = <R>(build: (locale: Locale) => R): R[] => LOCALES.map(build);

export const titleRows = <K extends string>(key: K, id: number, title: Tr, description?: Tr) =>
  perLocale((locale) => ({ [key]: id, locale, title: title[locale], description: description ? description[locale] : null }) as Record<K, number> & {
    locale: Locale; title: string; description: string | null;
  });

export function must<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Unknown ${what}: ${String(key)}`);
  return value;
}
