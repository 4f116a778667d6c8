import { startServer, type RunningServer } from '../scripts/server-process';

/**
 * Runs a bench command-line tool when its file is the one started (`tsx bench/x.ts [path…]`):
 * a fresh built server for the duration, the given paths (default `/`), errors to exit code 1.
 */
export function runCli(moduleUrl: string, task: (server: RunningServer, paths: string[]) => Promise<void>) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const args = process.argv.slice(2);
  const paths = args.length ? args : ['/'];
  (async () => {
    const server = await startServer({ LOG_LEVEL: 'warn' });
    try {
      await task(server, paths);
    } finally {
      await server.stop();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
