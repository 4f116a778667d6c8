/**
 * The live channel's address and close codes, without zod: the browser's realtime client reads
 * them at run time (contract/realtime.ts re-exports them with the event schemas).
 */
export const REALTIME_PATH = '/api/v1/ws';

/** Close codes the server uses (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** Missing, bad, expired or revoked token, or a blocked account: sign in again, do not retry. */
  unauthorized: 4401,
  /** No auth message in time. */
  authTimeout: 4408,
  /** A group-cart `subscribe` whose uuid is not a member of that group (or the group is gone). */
  notMember: 4403,
  /** A message that is not JSON of a known shape. */
  badMessage: 4400,
  /** The instance is shutting down (standard "Service Restart"): reconnect, elsewhere. */
  restart: 1012,
} as const;
