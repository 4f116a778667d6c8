import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server-process';

// The server's log is for machines: every line one JSON object, and what a page request logs while
// rendering (an API call that failed, say) carries that page's request id.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' }, { dataTemplate: inject('dataTemplate') });
});
afterAll(() => server?.stop());

describe('server log', () => {
  it('writes JSON lines only, with the page request id on what rendering logged', async () => {
    // A proxy's request id is kept (Hono's requestId); the server makes one when there is none.
    const pageRequestId = 'log-test-page-request';
    const missing = await fetch(`${server.url}/shop/999999`, { headers: { 'X-Request-Id': pageRequestId } });
    expect(missing.status).toBe(404);
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    const lines = server.output().split('\n').filter((line) => line.trim());
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const failedCall = lines.map((line) => JSON.parse(line) as { msg?: string; requestId?: string }).find((entry) => entry.msg?.includes('rest/shops/999999'));
    expect(failedCall?.requestId).toBe(pageRequestId);
  });
});
