/**
 * How stale settings and currencies may be on one instance. Admin changes reach every instance
 * within this time without any cross-instance messaging.
 */
export const REFERENCE_DATA_TTL_MS = 60 * 1000;

/**
 * A value loaded on first use and reloaded after `ttlMs`. Concurrent callers share one load, and
 * a failed load is not cached.
 */
export function ttlCache<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (value && now() - value.at < ttlMs) return Promise.resolve(value.data);
      pending ??= load()
        .then((data) => {
          value = { data, at: now() };
          return data;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    clear() {
      value = undefined;
    },
  };
}
