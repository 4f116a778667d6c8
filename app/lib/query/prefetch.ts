import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * For loaders: runs the prefetches on a throwaway client and returns its dehydrated cache, which
 * the route hands to its `QueryIsland`. Failed prefetches are left out (the island fetches them
 * in the browser) rather than failing the page.
 */
export async function prefetchQueries(prefetch: (client: QueryClient) => Promise<unknown>): Promise<DehydratedState> {
  const client = createQueryClient();
  await prefetch(client);
  return dehydrate(client);
}
