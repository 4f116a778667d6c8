/** Spec §5: at most 5 distinct entries, newest first; the oldest drops out. */
export const SEARCH_HISTORY_LIMIT = 5;

export function addToSearchHistory(history: readonly string[], term: string): string[] {
  const entry = term.trim();
  if (!entry) return [...history];
  return [entry, ...history.filter((h) => h !== entry)].slice(0, SEARCH_HISTORY_LIMIT);
}
