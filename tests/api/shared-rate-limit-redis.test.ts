import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../server/modules/auth/rate-limit';
import { createSharedRateLimiter } from '../../server/modules/auth/shared-rate-limit';

// With REDIS_URL, instances count sign-in limits in Redis: two limiters (two instances, two
// connections) share one allowance. The PostgreSQL store is covered by tests/e2e/two-instances.
const url = process.env.TEST_REDIS_URL;
if (!url) throw new Error('shared-rate-limit-redis needs TEST_REDIS_URL');
const clients = [new Redis(url), new Redis(url)];
afterAll(() => Promise.all(clients.map((c) => c.quit())));

describe('rate limits in Redis', () => {
  it('two instances count one allowance, and a reset on one is seen by the other', async () => {
    const [a, b] = clients.map((redis) => createSharedRateLimiter({ redis }));
    const key = `test-${Date.now()}-${Math.random()}`;
    const rule = RATE_RULES.loginPair;
    for (let i = 0; i < rule.limit; i++) expect((await (i % 2 ? a! : b!).hit(rule, key)).allowed).toBe(true);
    const refused = await a!.hit(rule, key);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect((await b!.peek(rule, key)).allowed).toBe(false);
    await b!.reset(rule, key);
    expect(await a!.peek(rule, key)).toMatchObject({ allowed: true, remaining: rule.limit });
  });
});
