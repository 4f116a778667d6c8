import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse as parseCookies } from 'cookie';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { REALTIME_CLOSE, REALTIME_PATH, realtimeClientMessage, type RealtimeEvent } from '../../../contract/realtime';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import { isOwnOrigin, SESSION_COOKIE } from '../auth/session-cookie';
import { resolveToken } from '../auth/tokens';
import { parseSignal, REALTIME_CHANNEL, type RealtimeSignal, type SignalKind } from './signals';

/**
 * The live channel of one instance (issue #15): WebSockets at `/api/v1/ws` on the same HTTP
 * server as the API. A socket is nobody's until its first message authenticates it with the
 * API's Bearer token (or, from this site's own pages, the HttpOnly session cookie its upgrade
 * carried); visitors and bad, expired or revoked tokens are closed with 4401. The token never
 * appears in a URL or a log line.
 *
 * A group order's member (issue #16) may instead follow one group cart with its member uuid
 * (`subscribe`, checked by `isMember`): such a socket needs no session and gets only
 * `cart.changed` of that group, until the uuid stops being a member.
 *
 * Events reach every instance as `signals.ts` NOTIFY payloads (ids only). Each instance's hub
 * hands a signal to the handler of its kind (notifications, orders, chat register theirs in
 * module.ts), which loads the rows once and sends each to the sockets of the users allowed to
 * read them. Heartbeats: a protocol ping every `heartbeatMs`; a socket that did not answer the
 * previous one is dropped, and every live socket's token is checked again (revocations by logout
 * or a password change also arrive at once as a `session` signal). `close()` (SIGTERM) closes
 * every socket with 1012, which tells clients to reconnect, to another instance.
 */

export type SocketUser = { userId: number; tokenId: number; lang: string };

/** What a signal handler may do with this instance's sockets. */
export type Delivery = {
  /** Users with at least one authenticated socket here. */
  users(): number[];
  /** Sends one event to every socket of `userId`; a function builds it per socket language. */
  send(userId: number, event: RealtimeEvent | ((lang: string) => RealtimeEvent | Promise<RealtimeEvent>)): Promise<void>;
  /** Member uuids with a socket here subscribed to the group cart `cartId`. */
  subscribers(cartId: number): string[];
  /**
   * Sends `event` to every socket subscribed to `cartId` (but not to sockets of `skipUser`, who
   * got it by user), then ends the subscriptions of `checked` uuids that are not in `stillMembers`
   * (a socket that subscribed while they were checked was checked by its own `subscribe`).
   */
  sendToSubscribers(cartId: number, event: RealtimeEvent, checked: readonly string[], stillMembers: ReadonlySet<string>, skipUser?: number): void;
};

export type SignalHandler<K extends SignalKind = SignalKind> = (
  signal: Extract<RealtimeSignal, { k: K }>,
  delivery: Delivery,
) => Promise<void>;

export type SignalHandlers = { [K in SignalKind]?: SignalHandler<K> };

export type RealtimeHubOptions = {
  db: Database;
  changes: ChangeFeed;
  log: Logger;
  handlers: SignalHandlers;
  /** Whether `uuid` is a member of the group cart `cartId` now (a `subscribe` message's check). */
  isMember?: (cartId: number, uuid: string) => Promise<boolean>;
  /** `PUBLIC_URL`: the origin whose pages may use the session cookie (else the request's Host). */
  publicUrl?: string | undefined;
  defaultLang?: string;
  heartbeatMs?: number;
  authTimeoutMs?: number;
  now?: () => Date;
};

type Connection = {
  ws: WebSocket;
  alive: boolean;
  /** The session cookie of a same-origin upgrade (used when the auth message has no token). */
  cookieCredential: string | undefined;
  user: SocketUser | undefined;
  authenticating: boolean;
  authTimer: NodeJS.Timeout | undefined;
  /** The group cart this socket follows with a member uuid (a guest needs no session for it). */
  group: { cartId: number; uuid: string } | undefined;
  subscribing: boolean;
};

const MAX_MESSAGE_BYTES = 4096;

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

export function createRealtimeHub(options: RealtimeHubOptions) {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const authTimeoutMs = options.authTimeoutMs ?? 10_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, clientTracking: false });
  const connections = new Set<Connection>();
  const byUser = new Map<number, Set<Connection>>();
  const byCart = new Map<number, Set<Connection>>();
  let stopListening: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closing = false;

  const sendRaw = (conn: Connection, text: string) => {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(text);
  };
  const sendEvent = (conn: Connection, event: RealtimeEvent) => sendRaw(conn, JSON.stringify(event));

  const unsubscribe = (conn: Connection) => {
    if (!conn.group) return;
    const set = byCart.get(conn.group.cartId);
    set?.delete(conn);
    if (set?.size === 0) byCart.delete(conn.group.cartId);
    conn.group = undefined;
  };

  const forget = (conn: Connection) => {
    connections.delete(conn);
    unsubscribe(conn);
    if (conn.authTimer) clearTimeout(conn.authTimer);
    if (conn.user) {
      const set = byUser.get(conn.user.userId);
      set?.delete(conn);
      if (set?.size === 0) byUser.delete(conn.user.userId);
    }
  };

  const shut = (conn: Connection, code: number, reason: string) => {
    forget(conn);
    conn.ws.close(code, reason);
  };

  const delivery: Delivery = {
    users: () => [...byUser.keys()],
    async send(userId, event) {
      const conns = byUser.get(userId);
      if (!conns?.size) return;
      const texts = new Map<string, string>();
      for (const conn of [...conns]) {
        const lang = conn.user!.lang;
        let text = texts.get(lang);
        if (text === undefined) {
          text = JSON.stringify(typeof event === 'function' ? await event(lang) : event);
          texts.set(lang, text);
        }
        sendRaw(conn, text);
      }
    },
    subscribers: (cartId) => [...(byCart.get(cartId) ?? [])].map((conn) => conn.group!.uuid),
    sendToSubscribers(cartId, event, checked, stillMembers, skipUser) {
      const text = JSON.stringify(event);
      const gone = new Set(checked.filter((uuid) => !stillMembers.has(uuid)));
      for (const conn of [...(byCart.get(cartId) ?? [])]) {
        if (skipUser === undefined || conn.user?.userId !== skipUser) sendRaw(conn, text);
        if (gone.has(conn.group!.uuid)) unsubscribe(conn);
      }
    },
  };

  /** The `session` signal and the heartbeat: sockets whose token no longer opens a session close. */
  const recheckSessions = async (conns: Connection[]) => {
    const authed = conns.filter((c) => c.user);
    if (!authed.length) return;
    const ids = [...new Set(authed.map((c) => c.user!.tokenId))];
    const live = new Set(
      (
        await db
          .select({ id: accessTokens.id })
          .from(accessTokens)
          .innerJoin(users, eq(users.id, accessTokens.userId))
          .where(and(inArray(accessTokens.id, ids), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now()), eq(users.active, true)))
      ).map((r) => r.id),
    );
    for (const conn of authed) if (!live.has(conn.user!.tokenId)) shut(conn, REALTIME_CLOSE.unauthorized, 'Unauthorized');
  };

  const onSignal = async (payload: string | null) => {
    if (payload === null) {
      // The database link dropped: events may be lost, so every client asks REST again.
      for (const conn of connections) if (conn.user || conn.group) sendEvent(conn, { type: 'resync' });
      return;
    }
    const signal = parseSignal(payload);
    if (!signal || (byUser.size === 0 && byCart.size === 0)) return;
    try {
      if (signal.k === 'session') {
        await recheckSessions([...(byUser.get(signal.user) ?? [])]);
        return;
      }
      const handler = options.handlers[signal.k] as SignalHandler | undefined;
      await handler?.(signal, delivery);
    } catch (err) {
      log.error({ err, kind: signal.k }, 'realtime delivery failed');
    }
  };

  const authenticate = async (conn: Connection, token: string | undefined, lang: string | undefined) => {
    conn.authenticating = true;
    const credential = token ? (/^bearer\s/i.test(token.trim()) ? token : `Bearer ${token}`) : conn.cookieCredential;
    const result = await resolveToken(db, credential, now());
    if (conn.ws.readyState !== conn.ws.OPEN || closing) return;
    if ('rejected' in result) {
      log.debug({ reason: result.rejected }, 'realtime socket without a valid session');
      shut(conn, REALTIME_CLOSE.unauthorized, 'Unauthorized');
      return;
    }
    if (conn.authTimer) clearTimeout(conn.authTimer);
    conn.authTimer = undefined;
    conn.user = { userId: result.session.userId, tokenId: result.session.tokenId, lang: lang || options.defaultLang || 'en' };
    const set = byUser.get(conn.user.userId) ?? new Set();
    set.add(conn);
    byUser.set(conn.user.userId, set);
    sendEvent(conn, { type: 'ready', user_id: conn.user.userId });
  };

  /** A `subscribe` message: the socket follows the group cart if `uuid` is one of its members. */
  const subscribe = async (conn: Connection, cartId: number, uuid: string) => {
    conn.subscribing = true;
    const member = options.isMember ? await options.isMember(cartId, uuid.toLowerCase()) : false;
    conn.subscribing = false;
    if (conn.ws.readyState !== conn.ws.OPEN || closing) return;
    if (!member) {
      shut(conn, REALTIME_CLOSE.notMember, 'Not a member');
      return;
    }
    // A member's socket needs no session: the auth deadline no longer applies.
    if (conn.authTimer) clearTimeout(conn.authTimer);
    conn.authTimer = undefined;
    unsubscribe(conn);
    conn.group = { cartId, uuid: uuid.toLowerCase() };
    const set = byCart.get(cartId) ?? new Set();
    set.add(conn);
    byCart.set(cartId, set);
    sendEvent(conn, { type: 'subscribed', cart_id: cartId });
  };

  const onMessage = (conn: Connection, data: RawData, isBinary: boolean) => {
    let parsed;
    try {
      parsed = isBinary ? null : realtimeClientMessage.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return shut(conn, REALTIME_CLOSE.badMessage, 'Bad message');
    const message = parsed.data;
    if (message.type === 'auth') {
      if (conn.user || conn.authenticating) return;
      authenticate(conn, message.token, message.lang).catch((err: unknown) => {
        log.error({ err }, 'realtime authentication failed');
        shut(conn, 1011, 'Server error');
      });
      return;
    }
    if (message.type === 'subscribe') {
      if (conn.subscribing) return;
      subscribe(conn, message.cart_id, message.user_cart_uuid).catch((err: unknown) => {
        log.error({ err }, 'realtime subscription failed');
        shut(conn, 1011, 'Server error');
      });
      return;
    }
    if (!conn.user && !conn.group) return shut(conn, REALTIME_CLOSE.unauthorized, 'Unauthorized');
    sendEvent(conn, { type: 'pong' });
  };

  /** Whether a cookie-carrying upgrade comes from this site's own pages (browsers always send Origin). */
  const sameOrigin = (req: IncomingMessage) =>
    req.headers.origin !== undefined && isOwnOrigin(req.headers.origin, options.publicUrl, req.headers.host);

  const onConnection = (ws: WebSocket, req: IncomingMessage) => {
    const cookie = req.headers.cookie ? parseCookies(req.headers.cookie)[SESSION_COOKIE] : undefined;
    const conn: Connection = {
      ws,
      alive: true,
      cookieCredential: cookie && sameOrigin(req) ? cookie : undefined,
      user: undefined,
      authenticating: false,
      group: undefined,
      subscribing: false,
      authTimer: setTimeout(() => shut(conn, REALTIME_CLOSE.authTimeout, 'Authenticate first'), authTimeoutMs),
    };
    connections.add(conn);
    ws.on('pong', () => (conn.alive = true));
    ws.on('message', (data, isBinary) => onMessage(conn, data, isBinary));
    ws.on('close', () => forget(conn));
    ws.on('error', (err) => {
      log.debug({ err }, 'realtime socket error');
      forget(conn);
    });
  };

  const tick = () => {
    for (const conn of [...connections]) {
      if (!conn.alive) {
        forget(conn);
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
    recheckSessions([...connections]).catch((err: unknown) => log.warn({ err }, 'realtime session check failed'));
  };

  return {
    /** Starts listening for signals (before `attach`, so no event of an accepted socket is missed). */
    async start() {
      stopListening = await options.changes.listen(REALTIME_CHANNEL, (payload) => void onSignal(payload));
      heartbeat = setInterval(tick, heartbeatMs);
      heartbeat.unref();
    },

    /** Takes `/api/v1/ws` upgrades of `server`; any other upgrade is refused. */
    attach(server: Pick<Server, 'on'>) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = (req.url ?? '').split('?')[0];
        if (path !== REALTIME_PATH || closing) {
          socket.end(`HTTP/1.1 ${closing ? '503 Service Unavailable' : '404 Not Found'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, req));
      });
    },

    /** Sockets open on this instance (authenticated or not). */
    size: () => connections.size,

    /** Closes every socket with 1012 (reconnect elsewhere); waits up to `graceMs` for them. */
    async close(graceMs = 1_000) {
      closing = true;
      if (heartbeat) clearInterval(heartbeat);
      stopListening?.();
      const open = [...connections];
      await Promise.all(
        open.map(
          (conn) =>
            new Promise<void>((resolve) => {
              if (conn.ws.readyState === conn.ws.CLOSED) return resolve();
              const force = setTimeout(() => {
                conn.ws.terminate();
                resolve();
              }, graceMs);
              conn.ws.once('close', () => {
                clearTimeout(force);
                resolve();
              });
              shut(conn, REALTIME_CLOSE.restart, 'Server restarting');
            }),
        ),
      );
      wss.close();
    },
  };
}
