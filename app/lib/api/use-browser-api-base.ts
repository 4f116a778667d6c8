/**
 * Where the browser reaches `/api/v1`: always this site's own (with a remote `API_URL` this site
 * passes the calls on, server/ssr/remote-api-proxy.ts, because the session cookie is HttpOnly).
 * A hook, so callers keep one way to ask whatever decides it later.
 */
export function useBrowserApiBase(): string {
  return '/api/v1';
}
