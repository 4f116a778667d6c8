-- Rate-limit counters shared by every instance on this database (server/modules/auth/
-- shared-rate-limit.ts, rate-limiter-flexible's PostgreSQL store and its table layout): a client
-- gets the same allowance however many instances the load balancer spreads it over.
CREATE TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS rate_limits_expire_idx ON rate_limits (expire);
