// `npm run bench:realtime` (also `npm run bench -- --realtime`): the live channel's fan-out on one
// instance. A real server process (PGlite), SOCKETS authenticated sockets (the demo operator's
// sessions: every one reads the support room), then ROUNDS chat messages sent through the REST
// API; each socket's delivery time is measured from just before the POST (so it includes the
// write, the commit and LISTEN/NOTIFY). Memory per connection = the server process's RSS growth
// over the connections, divided by their number. Writes bench/results/realtime.json. A benchmark,
// not a test: it never fails on numbers (the goal: p99 ≤ 50 ms on a 2-core machine).
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { REALTIME_PATH } from '../contract/realtime-values';
import { startServer, type RunningServer } from '../scripts/server-process';
import { DEFAULT_DEMO_ADMIN } from '../server/db/seed/data/operators';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
// 19 counted + 1 warm-up = the chat limit of 20 messages a minute per user.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 19);

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function json<T>(server: RunningServer, method: string, apiPath: string, token?: string, body?: unknown, ip = '198.51.100.20'): Promise<T> {
  const res = await fetch(`${server.url}/api/v1/${apiPath}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A customer by phone sign-up (the code from the dev mailbox). */
async function customer(server: RunningServer): Promise<string> {
  const phone = `5731${String(Date.now()).slice(-8)}`;
  const started = await json<{ data: { verifyId: string } }>(server, 'POST', `auth/register?phone=${phone}`);
  const mail = await json<{ data: Array<{ code: string }> }>(server, 'GET', `dev/mailbox?to=${phone}`);
  const session = await json<{ data: { token: string } }>(server, 'POST', 'auth/verify/phone', undefined, {
    verifyId: started.data.verifyId, verifyCode: mail.data[0]!.code, firstname: 'Bench', password: 'bench-pass-1', password_confirmation: 'bench-pass-1',
  });
  return session.data.token;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function runRealtimeBench() {
  // Not production: the bench's customer signs up with the code from the dev mailbox.
  const server = await startServer({ LOG_LEVEL: 'warn', NODE_ENV: 'development' });
  const sockets: WebSocket[] = [];
  try {
    const admin = (await json<{ data: { access_token: string } }>(server, 'POST', 'auth/login', undefined, { ...DEFAULT_DEMO_ADMIN })).data.access_token;
    const customerToken = await customer(server);
    const room = (await json<{ data: { id: number } }>(server, 'POST', 'dashboard/chats/support', customerToken)).data.id;
    const pid = server.pid!;
    const rssBefore = rssKb(pid);

    const url = `${server.url.replace('http', 'ws')}${REALTIME_PATH}`;
    let onMessage: (i: number, text: string) => void = () => undefined;
    const ready = [];
    for (let i = 0; i < SOCKETS; i++) {
      const ws = new WebSocket(url);
      sockets.push(ws);
      ready.push(
        new Promise<void>((resolve, reject) => {
          ws.once('error', reject);
          ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: admin })));
          ws.on('message', (data) => {
            const text = String(data);
            if (text.startsWith('{"type":"ready"')) resolve();
            else onMessage(i, text);
          });
        }),
      );
    }
    await Promise.all(ready);
    const rssAfter = rssKb(pid);
    // RSS is what the OS sees (the heap may shrink meanwhile): a rough figure, not an exact one.

    const deliveries: number[] = [];
    // Round 0 warms up (first queries, JIT) and is not counted.
    for (let round = -1; round < ROUNDS; round++) {
      let left = SOCKETS;
      const started = performance.now();
      const done = new Promise<void>((resolve) => {
        onMessage = (_i, text) => {
          if (!text.includes('"chat.message"')) return;
          if (round >= 0) deliveries.push(performance.now() - started);
          if (--left === 0) resolve();
        };
      });
      await json(server, 'POST', `dashboard/chats/${room}/messages`, customerToken, { text: `round ${round}` });
      await done;
    }
    deliveries.sort((a, b) => a - b);
    const result = {
      at: new Date().toISOString(),
      sockets: SOCKETS,
      rounds: ROUNDS,
      deliveryP50Ms: Math.round(percentile(deliveries, 50) * 10) / 10,
      deliveryP99Ms: Math.round(percentile(deliveries, 99) * 10) / 10,
      deliveryMaxMs: Math.round(deliveries.at(-1)! * 10) / 10,
      serverRssPerConnectionKb: Math.round(((rssAfter - rssBefore) / SOCKETS) * 10) / 10,
    };
    console.table([result]);
    const out = path.resolve('bench/results/realtime.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runRealtimeBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
