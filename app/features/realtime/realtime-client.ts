import { REALTIME_CLOSE, REALTIME_PATH } from '../../../contract/realtime-values';
import type { RealtimeEvent } from '../../../contract/realtime';

/**
 * The browser's end of the live channel (issue #15): one WebSocket to `/api/v1/ws`, its auth
 * message first (no token: the HttpOnly session cookie of this origin speaks), a ping every
 * `heartbeatMs` (no pong within `pongTimeoutMs` → the socket is taken for dead), and reconnects
 * with exponential backoff and full jitter. After every reconnect `onResync` runs, so the UI asks
 * the REST endpoints again and nothing sent while it was away is lost (events are not replayed).
 * A 4401 close means the session is over: no retry, `onUnauthorized` instead. No UI here.
 */

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

/** The part of the browser WebSocket this client uses (tests pass a fake). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type RealtimeClientOptions = {
  /** ws:// or wss:// URL; default: this page's origin + /api/v1/ws. */
  url?: string;
  /** A Bearer token for clients that hold one; the storefront leaves it out (cookie). */
  token?: () => string | undefined;
  lang?: () => string | undefined;
  onEvent: (event: RealtimeEvent) => void;
  /** After a reconnect (not the first connect) and on the server's `resync`: ask REST again. */
  onResync?: () => void;
  onStatus?: (status: RealtimeStatus) => void;
  /**
   * The server closed with 4401. `wasReady`: this client had been let in before (its session
   * ended since); false when the server never accepted it (e.g. a storefront whose API is another
   * server's: its own channel does not know that server's sessions).
   */
  onUnauthorized?: (info: { wasReady: boolean }) => void;
  /**
   * The first message instead of `auth` (issue #16: a group member's socket sends `subscribe`
   * with its member uuid and needs no session); its answer (`subscribed`) opens the channel as
   * `ready` does. A 4403 close (not a member any more) ends it like a 4401.
   */
  hello?: () => Record<string, unknown>;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  heartbeatMs?: number;
  pongTimeoutMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
};

export const REALTIME_DEFAULTS = { heartbeatMs: 25_000, pongTimeoutMs: 10_000, baseDelayMs: 500, maxDelayMs: 30_000 } as const;

/** Full jitter: a random wait in [0, min(max, base·2^attempt)] — reconnecting tabs spread out. */
export function backoffDelay(attempt: number, random: () => number, baseMs: number = REALTIME_DEFAULTS.baseDelayMs, maxMs: number = REALTIME_DEFAULTS.maxDelayMs): number {
  const cap = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(cap * random());
}

export function defaultRealtimeUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

const OPEN = 1;

export function createRealtimeClient(options: RealtimeClientOptions) {
  const heartbeatMs = options.heartbeatMs ?? REALTIME_DEFAULTS.heartbeatMs;
  const pongTimeoutMs = options.pongTimeoutMs ?? REALTIME_DEFAULTS.pongTimeoutMs;
  const random = options.random ?? Math.random;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | undefined;
  let attempt = 0;
  let wasReady = false;
  let stopped = true;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const status = (s: RealtimeStatus) => options.onStatus?.(s);
  const clearHeartbeat = () => {
    if (pingTimer) clearInterval(pingTimer);
    if (pongTimer) clearTimeout(pongTimer);
    pingTimer = pongTimer = undefined;
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    const delay = backoffDelay(attempt++, random, options.baseDelayMs, options.maxDelayMs);
    retryTimer = setTimeout(connect, delay);
  };

  const connect = () => {
    retryTimer = undefined;
    if (stopped) return;
    status('connecting');
    const url = options.url ?? defaultRealtimeUrl(window.location);
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      if (options.hello) return current.send(JSON.stringify(options.hello()));
      const token = options.token?.();
      const lang = options.lang?.();
      current.send(JSON.stringify({ type: 'auth', ...(token ? { token } : {}), ...(lang ? { lang } : {}) }));
    };
    current.onmessage = (ev) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(String(ev.data)) as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === 'ready' || event.type === 'subscribed') {
        const reconnected = wasReady;
        wasReady = true;
        attempt = 0;
        status('open');
        pingTimer = setInterval(() => {
          if (current.readyState !== OPEN) return;
          current.send(JSON.stringify({ type: 'ping' }));
          pongTimer ??= setTimeout(() => current.close(4000, 'No pong'), pongTimeoutMs);
        }, heartbeatMs);
        if (reconnected) options.onResync?.();
        return;
      }
      if (event.type === 'pong') {
        if (pongTimer) clearTimeout(pongTimer);
        pongTimer = undefined;
        return;
      }
      if (event.type === 'resync') {
        options.onResync?.();
        return;
      }
      options.onEvent(event);
    };
    current.onerror = () => undefined;
    current.onclose = (ev) => {
      if (socket !== current) return;
      socket = undefined;
      clearHeartbeat();
      status('closed');
      if (ev.code === REALTIME_CLOSE.unauthorized || ev.code === REALTIME_CLOSE.notMember) {
        stopped = true;
        options.onUnauthorized?.({ wasReady });
        return;
      }
      scheduleReconnect();
    };
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      clearHeartbeat();
      const current = socket;
      socket = undefined;
      current?.close(1000, 'Bye');
      status('closed');
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
