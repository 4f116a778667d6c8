import { describe, expect, it } from 'vitest';
import { useStorefront } from './support/storefront';

// The sign-in pages call the API in-process (no socket of their own). The API's per-IP limits
// must still count each visitor: server/ssr/storefront.ts hands the page request's connection and
// X-Forwarded-For to the in-process call. Behind one proxy (TRUST_PROXY=1) two visitors are two
// X-Forwarded-For addresses on the same socket.
const storefront = useStorefront(); // pooled servers trust one proxy hop (server-pool.ts)

async function startEmailSignup(visitor: string, n: number) {
  return fetch(`${storefront.server.url}/register?method=email`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': visitor, Cookie: 'locale=en' },
    body: new URLSearchParams({ intent: 'email', email: `visitor-${visitor.replaceAll('.', '-')}-${n}@example.com` }),
  });
}

describe('per-visitor limits through the storefront', () => {
  it('one visitor over the sign-up limit is stopped; another visitor behind the same proxy is not', async () => {
    for (let n = 1; n <= 10; n++) expect((await startEmailSignup('203.0.113.7', n)).status).toBe(303);
    const stopped = await startEmailSignup('203.0.113.7', 11);
    expect(stopped.status).toBe(429);
    expect(await stopped.text()).toContain('Too many attempts. Please wait a moment and try again.');

    expect((await startEmailSignup('198.51.100.20', 1)).status).toBe(303);
  });
});
