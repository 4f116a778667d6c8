import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/**
 * PostgreSQL's LISTEN/NOTIFY as the instances' shared message line: what one instance (or an
 * operator's SQL, through the triggers of migration 0014) announces, every instance on the same
 * database hears. PGlite has the same commands inside its one process, so code above this never
 * asks which database it runs on.
 *
 * On PostgreSQL the listening takes one connection of its own (a pooled one would be handed to
 * other queries). When it drops, the feed reconnects with a growing pause and tells every
 * listener it may have missed messages (`null`), so caches start afresh instead of trusting a
 * copy that a lost message should have cleared.
 */
export type ChangeListener = (payload: string | null) => void;

export type ChangeFeed = {
  /** Starts listening on `channel` (a plain identifier); resolves once the server listens. */
  listen(channel: string, listener: ChangeListener): Promise<() => void>;
  /** Announces `payload` (at most 8000 bytes) to every listener of `channel` on every instance. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function listeners() {
  const byChannel = new Map<string, Set<ChangeListener>>();
  return {
    byChannel,
    add(channel: string, listener: ChangeListener) {
      if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const set = byChannel.get(channel) ?? new Set();
      set.add(listener);
      byChannel.set(channel, set);
      return set.size === 1;
    },
    remove(channel: string, listener: ChangeListener) {
      const set = byChannel.get(channel);
      set?.delete(listener);
      return set?.size === 0;
    },
    emit(channel: string, payload: string | null) {
      for (const listener of byChannel.get(channel) ?? []) listener(payload);
    },
  };
}

export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const registry = listeners();
  const stops = new Map<string, () => Promise<void>>();
  return {
    async listen(channel, listener) {
      if (registry.add(channel, listener)) stops.set(channel, await client.listen(channel, (payload) => registry.emit(channel, payload)));
      return () => {
        if (registry.remove(channel, listener)) void stops.get(channel)?.();
      };
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => undefined,
  };
}

export function postgresChangeFeed(url: string, pool: pg.Pool, onError: (err: Error) => void): ChangeFeed {
  const registry = listeners();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryMs = 500;

  /** One listening connection, LISTENing on every channel that has listeners. */
  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => registry.emit(message.channel, message.payload ?? ''));
      next.on('error', (err) => {
        onError(err);
        lost(next);
      });
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of registry.byChannel.keys()) await next.query(`LISTEN ${channel}`);
      } catch (err) {
        next.removeAllListeners();
        await next.end().catch(() => undefined);
        throw err;
      }
      client = next;
      retryMs = 500;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  /** Tries again after a growing pause; once back, listeners hear they may have missed messages. */
  const reconnectLater = () => {
    if (closed) return;
    setTimeout(() => {
      if (closed || client) return;
      connect().then(
        () => {
          for (const channel of registry.byChannel.keys()) registry.emit(channel, null);
        },
        (err: Error) => {
          onError(err);
          retryMs = Math.min(retryMs * 2, 30_000);
          reconnectLater();
        },
      );
    }, retryMs).unref();
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('end');
    void which.end().catch(() => undefined);
    reconnectLater();
  };

  return {
    async listen(channel, listener) {
      const first = registry.add(channel, listener);
      try {
        // LISTEN twice is harmless, and covers a connection made while this channel was added.
        const current = client ?? (await connect());
        if (first) await current.query(`LISTEN ${channel}`);
      } catch (err) {
        // The listener stays registered: the next connection LISTENs for it.
        onError(err as Error);
        if (!connecting) reconnectLater();
      }
      return () => {
        if (registry.remove(channel, listener)) void client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      current?.removeAllListeners('end');
      await current?.end().catch(() => undefined);
    },
  };
}

/** Each open database's feed, so modules holding only `db` can clear what they cache. */
const feeds = new WeakMap<Database, ChangeFeed>();

export function registerChangeFeed(db: Database, feed: ChangeFeed) {
  feeds.set(db, feed);
}

/** What migration 0014's triggers send: the table whose rows changed. */
export const TABLE_CHANGES = 'comanda_changes';

/**
 * Clears `caches` whenever one of `tables` changes on any instance (and after a lost connection).
 * Their lifetime stays as a second line: a database without a feed still refreshes in time.
 */
export function clearOnChange(db: Database, tables: readonly string[], ...caches: Array<{ clear(): void }>) {
  const feed = feeds.get(db);
  if (!feed) return;
  const watched = new Set(tables);
  const clearAll = () => caches.forEach((cache) => cache.clear());
  void feed
    .listen(TABLE_CHANGES, (payload) => {
      if (payload === null) return clearAll();
      try {
        const { table } = JSON.parse(payload) as { table?: string };
        if (table && watched.has(table)) clearAll();
      } catch {
        clearAll();
      }
    })
    // Listening starts a moment after the app does: a value cached before then may have missed
    // its change's message (a busy server took seconds), so the caches start afresh once it listens.
    .then(clearAll);
}
