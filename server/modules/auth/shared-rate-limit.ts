import type { Redis } from 'ioredis';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateDecision, RateLimiter, RateRule } from './rate-limit';

/**
 * Rate limits kept where every instance sees them, so several instances count as one: five wrong
 * passwords are five, whichever instances they reached. rate-limiter-flexible does the counting:
 * in Redis when `REDIS_URL` is set, else in PostgreSQL (table `rate_limits`, migration 0015).
 * main.ts picks one on PostgreSQL; the embedded database has one process, so the in-memory
 * limiter (rate-limit.ts) is exact there. Windows are fixed, as in memory: the first point opens
 * `windowMs`.
 */
export type SharedStore = { postgres: pg.Pool } | { redis: Redis };

export function createSharedRateLimiter(store: SharedStore): RateLimiter {
  const byRule = new Map<string, RateLimiterAbstract>();
  const limiterFor = (rule: RateRule) => {
    let limiter = byRule.get(rule.name);
    if (!limiter) {
      const common = { keyPrefix: `comanda:${rule.name}`, points: rule.limit, duration: Math.ceil(rule.windowMs / 1000) };
      limiter =
        'redis' in store
          ? new RateLimiterRedis({ ...common, storeClient: store.redis })
          : new RateLimiterPostgres({
              ...common,
              storeClient: store.postgres,
              storeType: 'pool',
              tableName: 'rate_limits',
              tableCreated: true,
              // Expired rows are reused by the next hit of their key (no timer per rule).
              clearExpiredByTimeout: false,
            });
      byRule.set(rule.name, limiter);
    }
    return limiter;
  };
  const decision = (rule: RateRule, res: RateLimiterRes, allowed: boolean): RateDecision => ({
    allowed,
    remaining: Math.max(0, rule.limit - res.consumedPoints),
    retryAfterMs: Math.max(0, res.msBeforeNext),
  });

  return {
    async hit(rule, key) {
      try {
        return decision(rule, await limiterFor(rule).consume(key), true);
      } catch (refused) {
        if (refused instanceof RateLimiterRes) return decision(rule, refused, false);
        throw refused;
      }
    },
    async peek(rule, key) {
      const res = await limiterFor(rule).get(key);
      return res ? decision(rule, res, res.consumedPoints < rule.limit) : { allowed: true, remaining: rule.limit, retryAfterMs: 0 };
    },
    async reset(rule, key) {
      await limiterFor(rule).delete(key);
    },
  };
}
