import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('loads once within the lifetime and again after it', async () => {
    let clock = 0;
    const load = vi.fn(async () => `v${load.mock.calls.length}`);
    const cache = ttlCache(1000, load, () => clock);
    expect(await cache.get()).toBe('v1');
    clock = 999;
    expect(await cache.get()).toBe('v1');
    clock = 1000;
    expect(await cache.get()).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers and does not cache failures', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 42;
    });
    const cache = ttlCache(1000, load);
    const results = await Promise.allSettled([cache.get(), cache.get()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await cache.get()).toBe(42);
  });
});
