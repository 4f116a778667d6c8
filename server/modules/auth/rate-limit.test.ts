import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit';

const rule = { name: 'test', limit: 3, windowMs: 1000 };

describe('in-memory rate limiter', () => {
  it('allows `limit` hits per window and key, then refuses with the time left', async () => {
    let now = 10_000;
    const limiter = createMemoryRateLimiter({ now: () => now });
    for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
    now += 400;
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 600 });
    expect((await limiter.peek(rule, 'a')).allowed).toBe(false);
    expect((await limiter.hit(rule, 'b')).allowed).toBe(true);
    expect((await limiter.hit({ ...rule, name: 'other' }, 'a')).allowed).toBe(true);
    now += 600;
    expect(await limiter.hit(rule, 'a')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('forgets a key on reset', async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'k');
    expect((await limiter.peek(rule, 'k')).allowed).toBe(false);
    await limiter.reset(rule, 'k');
    expect(await limiter.peek(rule, 'k')).toMatchObject({ allowed: true, remaining: 3 });
  });

  it('stays bounded under a flood of distinct keys', async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 10 });
    for (let i = 0; i < 100; i++) await limiter.hit(rule, `ip-${i}`);
    // The newest keys are still counted.
    expect((await limiter.peek(rule, 'ip-99')).remaining).toBe(2);
  });
});
