import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

/**
 * Where the browser reaches `/api/v1`: the root loader hands the server's answer to every page
 * (this origin's `/api/v1`, or the remote API's when `API_URL` is set). Every browser-side API
 * call takes its base from here.
 */
export function useBrowserApiBase(): string {
  // No root data only on the root error screen, which calls nothing.
  return useRouteLoaderData<typeof rootLoader>('root')?.apiBase ?? '/api/v1';
}
