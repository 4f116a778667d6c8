import http from 'node:http';
import { startServer, type RunningServer } from '../../../scripts/server-process';

/**
 * Hands each browser test file a server that is already up. Starting one (a Node process, the
 * server's modules, the embedded database, the first render) costs seconds of CPU, and the files
 * run one after another; so while a file runs its tests, the next file's server starts beside it
 * and has rendered its first page by the time that file asks. Every file still gets a server of
 * its own, from a fresh copy of the data template, exactly as if it had started one itself.
 *
 * The pool lives in the test run's main process (global-setup.ts); the test files, in their own
 * workers, reach it over a small HTTP interface on 127.0.0.1: `POST /take` answers a ready
 * server (and starts the next), `POST /release/{pid}` stops one.
 */
/**
 * Pooled servers sit behind one trusted proxy hop, as in production behind a load balancer:
 * files that act as several visitors send X-Forwarded-For. The browser sends none, so for every
 * other file the server sees the socket's address exactly as without the setting.
 */
const POOLED_ENV = { TRUST_PROXY: '1' };

export type PooledServer = Pick<RunningServer, 'url' | 'dataDir' | 'pid'>;

export async function startServerPool(dataTemplate: string): Promise<{ url: string; close(): Promise<void> }> {
  const taken = new Map<number, RunningServer>();
  let spare: Promise<RunningServer> | undefined;
  const warmSpare = () => {
    spare = startServer(POOLED_ENV, { dataTemplate }).then(async (server) => {
      // The first render of a fresh process is the slow one: do it before a test waits on it.
      await fetch(`${server.url}/`).then((res) => res.text(), () => '');
      return server;
    });
    spare.catch(() => {}); // reported to the file that takes it
  };
  warmSpare();

  const pool = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      if (req.method === 'POST' && req.url === '/take') {
        const server = await spare!;
        warmSpare();
        taken.set(server.pid!, server);
        answer(200, { url: server.url, dataDir: server.dataDir, pid: server.pid } satisfies PooledServer);
      } else if (req.method === 'POST' && req.url?.startsWith('/release/')) {
        const pid = Number(req.url.slice('/release/'.length));
        const server = taken.get(pid);
        taken.delete(pid);
        await server?.stop();
        answer(200, {});
      } else answer(404, { error: 'unknown pool request' });
    })().catch((error: unknown) => answer(500, { error: String(error instanceof Error ? error.stack : error) }));
  });
  await new Promise<void>((resolve) => pool.listen(0, '127.0.0.1', resolve));
  const { port } = pool.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      pool.close();
      const waiting = await spare?.catch(() => undefined);
      await Promise.all([waiting, ...taken.values()].map((server) => server?.stop()));
    },
  };
}

/** A server from the pool, stopped through it (`output()` is not kept for pooled servers). */
export async function takePooledServer(poolUrl: string): Promise<RunningServer> {
  const res = await fetch(`${poolUrl}/take`, { method: 'POST' });
  const body = (await res.json()) as PooledServer & { error?: string };
  if (!res.ok) throw new Error(`no server from the pool: ${body.error ?? res.status}`);
  return {
    ...body,
    output: () => {
      throw new Error('a pooled server keeps no output: start one with useStorefront({ start }) to read it');
    },
    async stop() {
      await fetch(`${poolUrl}/release/${body.pid}`, { method: 'POST' });
    },
  };
}
