/**
 * How the storefront reaches the API: one client, three transports (in-process `app.fetch` during
 * server rendering, HTTP from the browser, or a remote server when `API_URL` is set).
 */
export type ApiFetch = (request: Request) => Promise<Response>;

/** What the server hands to every loader and action (React Router's load context). */
export type StorefrontContext = {
  /** Sends an API request; in one process this is the Hono app's own `fetch` (no socket). */
  apiFetch: ApiFetch;
  /** Base URL of `/api/v1` for server-side requests, e.g. `http://localhost:3000/api/v1`. */
  serverApiBase: string;
  /** Base URL the browser uses, e.g. `/api/v1` or the remote `API_URL`. */
  browserApiBase: string;
  /**
   * Set on requests that render a whole document (not on `.data` requests of client navigation):
   * values the server render needs but the page's hydration data leaves out (see
   * app/lib/document-only.ts). Null when the answer is data for the browser.
   */
  documentOnly: Map<string, unknown> | null;
};
