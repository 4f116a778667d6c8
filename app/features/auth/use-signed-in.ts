import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

/**
 * Signed in = the root loader found the session cookies. In the shell: the cart's pieces on the
 * shop page and in the product dialog ask it (spec §6: visitors keep a local cart).
 */
export function useSignedIn(): boolean {
  return Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
}
