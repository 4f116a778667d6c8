/**
 * How the storefront reaches the API: one client, three transports (in-process `app.fetch` during
 * server rendering, HTTP from the browser, or a remote server when `API_URL` is set).
 */
export type ApiFetch = (request: Request) => Promise<Response>;

/**
 * The server's log for one page request (pino's call shape: details first, then the message), so
 * what the storefront logs while rendering is a JSON line carrying that request's id.
 */
export type RequestLog = {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
};

/** What the server hands to every loader and action (React Router's load context). */
export type StorefrontContext = {
  /** Sends an API request; in one process this is the Hono app's own `fetch` (no socket). */
  apiFetch: ApiFetch;
  /** Base URL of `/api/v1` for server-side requests, e.g. `http://localhost:3000/api/v1`. */
  serverApiBase: string;
  /**
   * Set on requests that render a whole document (not on `.data` requests of client navigation):
   * values the server render needs but the page's hydration data leaves out (see
   * app/lib/document-only.ts). Null when the answer is data for the browser.
   */
  documentOnly: Map<string, unknown> | null;
  /** This response's Content-Security-Policy nonce, for the inline scripts the render writes. */
  cspNonce?: string;
  /** The page request's log (JSON, with its request id); unset in tests = the console. */
  log?: RequestLog;
  /** The request's id (X-Request-Id), logged with unexpected failures and shown on the error screen. */
  requestId?: string | undefined;
};
