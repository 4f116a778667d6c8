import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getQueryClient } from './query-client';

/**
 * TanStack Query for one part of the page. The home page cannot afford the library in its
 * 120 KB budget, so there is no provider at the root: the routes and lazily loaded widgets that
 * fetch in the browser wrap themselves in an island. All islands share the page's one cache.
 * `state` is what the route's loader prefetched (`prefetchQueries`), so hydration does not fetch
 * the same data again.
 */
export function QueryIsland({ state, children }: { state?: DehydratedState | null; children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state ?? undefined}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
