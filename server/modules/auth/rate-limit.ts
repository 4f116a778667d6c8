/**
 * Rate limits of the auth endpoints. `RateLimiter` is the seam: the in-memory implementation
 * below counts per process (exact for the embedded database's one process); several instances
 * share their counts through shared-rate-limit.ts (Redis or PostgreSQL), chosen in server/main.ts. Windows are fixed: the first hit opens a window of `windowMs`, at most `limit`
 * hits count in it, and the next window starts when it ends.
 */

export type RateRule = {
  /** Part of the key, and what logs and tests name. */
  name: string;
  limit: number;
  windowMs: number;
};

export type RateDecision = {
  /** False when this hit went over the limit (it is not counted then). */
  allowed: boolean;
  remaining: number;
  /** Milliseconds until the window ends (0 when no window is open). */
  retryAfterMs: number;
};

export interface RateLimiter {
  /** Counts one event for `key` under `rule`. */
  hit(rule: RateRule, key: string): Promise<RateDecision>;
  /** The current state without counting. */
  peek(rule: RateRule, key: string): Promise<RateDecision>;
  /** Forgets `key` (e.g. failed sign-ins after a successful one). */
  reset(rule: RateRule, key: string): Promise<void>;
}

/**
 * The limits, in one place (this table is the list). Keys are the client's IP address, or
 * the account (lower-cased e-mail / phone digits / user id) or a code's destination.
 */
export const RATE_RULES = {
  /** Every sign-in attempt, per IP. */
  loginIp: { name: 'login-ip', limit: 30, windowMs: 15 * 60_000 },
  /**
   * Failed sign-ins per (account, address) pair: that pair is refused for the rest of the window.
   * Someone guessing another person's password is stopped; the owner, from any other address, is
   * not (decision 0009).
   */
  loginPair: { name: 'login-pair', limit: 5, windowMs: 15 * 60_000 },
  /**
   * Failed sign-ins per account, from anywhere: never a refusal, only a counter for the slow-down
   * (`signInDelayMs`), so strangers cannot lock the owner out. Also wrong old passwords of a
   * signed-in user (`user:{id}`), which only the session's owner can send and may lock.
   */
  loginAccount: { name: 'login-account', limit: 5, windowMs: 15 * 60_000 },
  /** The failure counter behind the per-account slow-down (its limit is never reached in practice). */
  loginAccountFailures: { name: 'login-account-failures', limit: 1_000_000, windowMs: 15 * 60_000 },
  /** Sign-up starts and completions per IP. */
  registerIp: { name: 'register-ip', limit: 10, windowMs: 60 * 60_000 },
  /** Codes sent (sign-up, resend, reset, phone change) per IP. */
  codeSendIp: { name: 'code-send-ip', limit: 20, windowMs: 60 * 60_000 },
  /** Codes sent to one e-mail address or phone number. */
  codeSendDestination: { name: 'code-send-destination', limit: 5, windowMs: 60 * 60_000 },
  /** Code checks per IP (each code also dies after `MAX_CODE_ATTEMPTS` wrong tries). */
  codeVerifyIp: { name: 'code-verify-ip', limit: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>;

/**
 * The per-account slow-down of decision 0009: after `free` failures in the window every sign-in
 * of that account (right password or not) waits `baseMs`, doubling with each further failure, at
 * most `maxMs`. The owner still gets in, seconds later at worst.
 */
export const SIGN_IN_SLOWDOWN = { free: 5, baseMs: 250, maxMs: 4_000 } as const;

export function signInDelayMs(failures: number): number {
  const over = failures - SIGN_IN_SLOWDOWN.free;
  if (over <= 0) return 0;
  return Math.min(SIGN_IN_SLOWDOWN.maxMs, SIGN_IN_SLOWDOWN.baseMs * 2 ** Math.min(over - 1, 20));
}

type Window = { count: number; resetAt: number };

export function createMemoryRateLimiter(options: { now?: () => number; maxKeys?: number } = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, Window>();

  const current = (rule: RateRule, key: string): { id: string; window: Window | undefined } => {
    const id = `${rule.name}\u0000${key}`;
    const window = windows.get(id);
    if (window && window.resetAt <= now()) {
      windows.delete(id);
      return { id, window: undefined };
    }
    return { id, window };
  };

  const sweep = () => {
    const t = now();
    for (const [id, window] of windows) if (window.resetAt <= t) windows.delete(id);
    // Still too many live keys (a flood of distinct keys): drop the oldest, they are the least useful.
    for (const id of windows.keys()) {
      if (windows.size <= maxKeys) break;
      windows.delete(id);
    }
  };

  const decision = (rule: RateRule, window: Window | undefined, allowed: boolean): RateDecision => ({
    allowed,
    remaining: Math.max(0, rule.limit - (window?.count ?? 0)),
    retryAfterMs: window ? Math.max(0, window.resetAt - now()) : 0,
  });

  return {
    hit(rule, key) {
      const { id, window } = current(rule, key);
      if (!window) {
        if (windows.size >= maxKeys) sweep();
        const opened = { count: 1, resetAt: now() + rule.windowMs };
        windows.set(id, opened);
        return Promise.resolve(decision(rule, opened, rule.limit >= 1));
      }
      if (window.count >= rule.limit) return Promise.resolve(decision(rule, window, false));
      window.count += 1;
      return Promise.resolve(decision(rule, window, true));
    },
    peek(rule, key) {
      const { window } = current(rule, key);
      return Promise.resolve(decision(rule, window, (window?.count ?? 0) < rule.limit));
    },
    reset(rule, key) {
      windows.delete(`${rule.name}\u0000${key}`);
      return Promise.resolve();
    },
  };
}
