import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';

/**
 * What one instance tells every instance (PostgreSQL LISTEN/NOTIFY on one channel): ids only,
 * never content. Each instance loads the rows and decides which of its sockets may see them
 * (hub.ts and the modules' deliverers), so a payload can neither leak nor go stale.
 *
 * `raise` runs inside the transaction of the change: PostgreSQL sends the NOTIFY when (and only
 * if) that transaction commits, so an event never announces a change that was rolled back and
 * never arrives before the change is readable.
 */
export const REALTIME_CHANNEL = 'comanda_realtime';

export type RealtimeSignal =
  /** New notifications of one user (a news batch sends many users' ids at once). */
  | { k: 'notification'; ids: number[] }
  /** A user's unread counts changed without a new notification (read-one, read-all). */
  | { k: 'statistics'; user: number }
  /** An order's status changed. */
  | { k: 'order'; id: number }
  /** A parcel's status changed. */
  | { k: 'parcel'; id: number }
  /** A table booking was made or its status changed. */
  | { k: 'booking'; id: number }
  /** A chat message was written. */
  | { k: 'chat.message'; id: number }
  /** A reader marked a room read. */
  | { k: 'chat.read'; room: number; user: number; upTo: number }
  /** A group cart changed (members, lines, statuses, cancelled, ordered): owner and members refetch. */
  | { k: 'cart'; id: number; owner: number }
  /** Some of a user's sessions may have ended (logout, password change): sockets recheck theirs. */
  | { k: 'session'; user: number };

export type SignalKind = RealtimeSignal['k'];

/** Announces `signal` when the surrounding transaction commits (at once outside one). */
export async function raise(tx: Tx | Database, signal: RealtimeSignal): Promise<void> {
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(signal)})`);
}

/** Most notification ids one signal carries (NOTIFY payloads stay far under PostgreSQL's 8000 bytes). */
export const MAX_IDS_PER_SIGNAL = 500;

export function parseSignal(payload: string): RealtimeSignal | null {
  try {
    const value = JSON.parse(payload) as RealtimeSignal;
    return value && typeof value === 'object' && typeof value.k === 'string' ? value : null;
  } catch {
    return null;
  }
}
