import type { ErrorBody } from '../../../contract/http';
import type { ApiFetch, RequestLog } from '../../../contract/transport';
import { encodeQuery, type Query } from './query';

/** Spec §7: every call has a 16-second timeout. */
export const API_TIMEOUT_MS = 16_000;

/** A non-2xx answer: the status and the parsed body (contract §1.6), as callers read them. */
export class ApiResponseError extends Error {
  /** 403: the caller may not do this; no session change (spec §6). */
  get forbidden() {
    return this.status === 403;
  }

  constructor(
    readonly status: number,
    readonly data: ErrorBody | null,
  ) {
    super(data?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiResponseError';
  }
}

export type ApiClientOptions = {
  /** Absolute base of `/api/v1`, e.g. `http://localhost:3000/api/v1`. */
  baseUrl: string;
  /** Transport: in-process `app.fetch` during SSR, `fetch` in the browser or to a remote API. */
  fetch: ApiFetch;
  /** Current language, added to every request (spec §7); unset = the server's default. */
  lang: string | undefined;
  /**
   * Value of the `access_token` cookie, sent verbatim (contract §1.4) by server rendering; the
   * browser sends none (the HttpOnly cookie goes along with same-origin calls).
   */
  authorization?: string | undefined;
  timeoutMs?: number;
  /**
   * Called on any 401 before the call rejects (spec §6: clear the session, go to /login). It may
   * throw instead, e.g. a redirect Response in a loader.
   */
  onUnauthorized?: (error: ApiResponseError) => void;
  /** Where failed calls are logged: the page request's JSON log on the server, else the console's warnings. */
  log?: RequestLog;
};

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one API client of the storefront. It knows nothing about where it runs: the caller picks
 * the transport. Response bodies are typed by the contract; the server is what validates.
 */
export function createApiClient(options: ApiClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function request<T>(method: string, path: string, query: Query = {}, body?: unknown, quiet?: number): Promise<T> {
    const search = encodeQuery({ lang: options.lang, ...query });
    const headers = new Headers({ Accept: 'application/json' });
    if (options.authorization) headers.set('Authorization', options.authorization);
    // A FormData body (a file upload, G1) goes as multipart with its own boundary; anything else as JSON.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
    const req = new Request(`${base}/${path.replace(/^\/+/, '')}?${search}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    });
    const res = await options.fetch(req);
    const text = await res.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (!res.ok) {
      const error = new ApiResponseError(res.status, (parsed as ErrorBody | null) ?? null);
      // Spec §6: 401 ends the session; 403 is recognised and left to the caller; anything else
      // is logged, then rejected with the response for the caller to show — except the one status
      // the caller expects as an ordinary answer (`quiet`: CT1's 404 is "no cart", not an error).
      if (res.status === 401) options.onUnauthorized?.(error);
      // On the server a 4xx (the caller's to handle) is a warning and a 5xx an error.
      else if (res.status !== 403 && res.status !== quiet) {
        const message = `API ${method} ${path} answered ${res.status}`;
        if (options.log) options.log[res.status >= 500 ? 'error' : 'warn']({ method, path, status: res.status, body: error.data }, message);
        else console.warn(message, error.data);
      }
      throw error;
    }
    return parsed as T;
  }

  return {
    /** `quiet`: a status that is an ordinary answer of this call (rejected, but not logged). */
    get: <T>(path: string, query?: Query, quiet?: number) => request<T>('GET', path, query, undefined, quiet),
    post: <T>(path: string, body?: unknown, query?: Query) => request<T>('POST', path, query, body),
    put: <T>(path: string, body?: unknown, query?: Query) => request<T>('PUT', path, query, body),
    delete: <T>(path: string, body?: unknown, query?: Query) => request<T>('DELETE', path, query, body),
  };
}
