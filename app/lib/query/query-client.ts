import { QueryClient } from '@tanstack/react-query';

/** Spec §9 cache semantics: data is fresh for 1 h, kept 5 h, never retried, not refetched on focus. */
export const QUERY_STALE_TIME_MS = 60 * 60 * 1000;
export const QUERY_GC_TIME_MS = 5 * 60 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One cache per page load in the browser, shared by every island that uses queries; a fresh one
 * per call on the server, so requests never see each other's data.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
