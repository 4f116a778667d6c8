import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH, type RealtimeEvent } from '../../contract/realtime';
import { createI18nService } from '../../server/modules/i18n/service';
import { createRealtime } from '../../server/modules/realtime/module';
import type { RealtimeHub } from '../../server/modules/realtime/hub';
import type { useSeededApp } from './app';

/**
 * The API and its live channel listening on a real port (127.0.0.1, any free port), for tests
 * that talk to `/api/v1/ws` with a real WebSocket client.
 */
export function useListeningApp(t: ReturnType<typeof useSeededApp>, options: { authTimeoutMs?: number } = {}) {
  let server: Server | undefined;
  let hub: RealtimeHub | undefined;
  let url = '';
  beforeAll(async () => {
    hub = createRealtime({ database: t.database, log: t.log, i18n: createI18nService(t.db), ...options });
    await hub.start();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()) as unknown as Server;
    });
    hub.attach(server!);
    url = `ws://127.0.0.1:${(server!.address() as AddressInfo).port}${REALTIME_PATH}`;
  });
  afterAll(async () => {
    await hub?.close();
    await new Promise((resolve) => server?.close(resolve));
  });
  return {
    get url() {
      return url;
    },
    get hub() {
      return hub!;
    },
  };
}

export type LiveSocket = {
  ws: WebSocket;
  /**
   * The earliest event of `type` not returned yet, or a rejection after `ms`. Events of other
   * types stay for their own `next`: events raised by one change (an order's move and its
   * notification) may arrive in either order.
   */
  next<T extends RealtimeEvent['type']>(type: T, ms?: number): Promise<Extract<RealtimeEvent, { type: T }>>;
  /** Every event received so far, in order. */
  received: RealtimeEvent[];
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

/** Opens a socket to `url`; with `auth` it sends the auth message at once (and `ready` arrives). */
export async function openSocket(url: string, auth?: { token?: string; lang?: string } | false, headers: Record<string, string> = {}): Promise<LiveSocket> {
  const ws = new WebSocket(url, { headers });
  const received: RealtimeEvent[] = [];
  const waiters: Array<() => void> = [];
  const taken = new Set<number>();
  ws.on('message', (data) => {
    received.push(JSON.parse(String(data)) as RealtimeEvent);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  if (auth !== false && auth !== undefined) ws.send(JSON.stringify({ type: 'auth', ...auth }));
  const socket: LiveSocket = {
    ws,
    received,
    closed,
    close: () => ws.close(),
    async next(type, ms = 5_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = received.findIndex((event, i) => !taken.has(i) && event.type === type);
        if (index >= 0) {
          taken.add(index);
          return received[index] as never;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type} event within ${ms} ms (got ${JSON.stringify(received)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
  return socket;
}
