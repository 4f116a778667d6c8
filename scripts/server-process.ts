// Shared by the browser tests and the benchmark: the real server as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type RunningServer = { url: string; dataDir: string; /** The server's process id (the realtime bench reads its memory). */ pid: number | undefined; output: () => string; stop(): Promise<void> };

/** A TCP port free on 127.0.0.1 right now (for a server whose address another needs before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type StartOptions = {
  /**
   * A DATA_DIR an earlier server left (seeded database, rendered demo images), copied in first:
   * the server then starts without seeding and rendering again (the browser tests' global setup).
   */
  dataTemplate?: string | undefined;
  /** Leave DATA_DIR in place at stop(), e.g. to make a template of it. */
  keepData?: boolean;
  /** Listen on this port (from `freePort`) instead of a fresh one. */
  port?: number;
};

/**
 * Starts the real server (`npm start`'s script) on a free port with a temporary DATA_DIR, and
 * waits until it answers its health check. Everything it starts is stopped by `stop()`.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-e2e-'));
  if (options.dataTemplate) fs.cpSync(options.dataTemplate, dataDir, { recursive: true });
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    // Demo orders stay where a test puts them unless the test turns the demo timer on.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_ORDER_LIFECYCLE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // A process ended by a signal has no exit code, only a signal code.
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const deadline = Date.now() + 150_000;
  for (;;) {
    if (hasExited()) throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    dataDir,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (!hasExited()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
