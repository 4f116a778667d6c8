import { useState } from 'react';
import { useFetcher } from 'react-router';
import { mergeResultsPages, resultsPageHref, type ResultsPage } from './search-pages';

type Loaded = { first: ResultsPage; more: ResultsPage[] };

/**
 * "Show more" on the results page once JavaScript runs: the next page comes from the route's own
 * loader through a fetcher and is appended, so the rows already read stay where they are (and
 * the address stays that of the first page shown). Before JavaScript the same link is a plain
 * `?page=` navigation.
 */
export function useMoreResults(term: string, first: ResultsPage) {
  const fetcher = useFetcher<ResultsPage & { q: string }>();
  const [loaded, setLoaded] = useState<Loaded>({ first, more: [] });

  // Derived during render, not in an effect (no extra render): new loader data (another term, a
  // navigation) starts over, and a fetched page that follows the last one shown is appended. A
  // page of an earlier term, typed again while it loaded, is not.
  let more = loaded.first === first ? loaded.more : [];
  const next = fetcher.state === 'idle' ? fetcher.data : undefined;
  const last = more[more.length - 1] ?? first;
  if (next && next.q === term && next.page === last.page + 1) more = [...more, next];
  if (loaded.first !== first || more !== loaded.more) setLoaded({ first, more });

  const merged = mergeResultsPages([first, ...more]);
  return {
    ...merged,
    loading: fetcher.state !== 'idle',
    nextHref: merged.page < merged.lastPage ? resultsPageHref(term, merged.page + 1) : null,
    loadNext: () => {
      if (merged.page < merged.lastPage) void fetcher.load(resultsPageHref(term, merged.page + 1));
    },
  };
}
