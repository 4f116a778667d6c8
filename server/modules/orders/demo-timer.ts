import { and, eq, gte, inArray, max, not, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { OrderStatus } from '../../../contract/orders';
import type { Database } from '../../db/client';
import { orders, orderStatusChanges, parcelOrders, parcelStatusChanges, settings } from '../../db/schema';
import { forwardParcelStep, moveParcel } from '../parcels/lifecycle';
import { awaitingProvider } from '../payments/expiry';
import { forwardStep, moveOrder } from './lifecycle';

/**
 * Demo mode: fresh orders (and parcels, issue #18: new → accepted → ready → on_a_way → delivered)
 * walk their lifecycle on their own, new → accepted → ready → on_a_way
 * → delivered (pickup: … → ready → delivered), one step every `stepMs`, so a visitor of the demo
 * marketplace sees every status of an order within about two minutes. Every step goes through
 * `moveOrder` (lifecycle.ts): history row, notification, as an operator's move would.
 *
 * Orders and parcels waiting for an external provider's payment stay where they are until paid
 * (payments/expiry.ts `awaitingProvider`), as a shop would not start them.
 *
 * Several instances may run it on one database: each step is applied only if the order is still
 * in the status the timer read (`expectedFrom`, under the row lock), so an order never steps
 * twice. It runs only from server/main.ts (never inside the API app, so never in tests unless a
 * test creates one with its own clock).
 */

export const DEMO_STEP_MS = 25_000;
export const DEMO_POLL_MS = 5_000;
/** Older orders are left where they are (an operator's, or a visit long over). */
export const DEMO_MAX_AGE_MS = 10 * 60_000;

const ACTIVE: OrderStatus[] = ['new', 'accepted', 'cooking', 'ready', 'on_a_way'];

export type DemoTimerOptions = {
  db: Database;
  log: Logger;
  stepMs?: number;
  pollMs?: number;
  maxAgeMs?: number;
  now?: () => Date;
};

/** `DEMO_ORDER_LIFECYCLE` when set, else the `demo_order_lifecycle` setting ('1' = on). */
export async function demoLifecycleEnabled(db: Database, forced: boolean | undefined): Promise<boolean> {
  if (forced !== undefined) return forced;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'demo_order_lifecycle'));
  return row?.value === '1';
}

export function createDemoOrderTimer(options: DemoTimerOptions) {
  const { db, log } = options;
  const stepMs = options.stepMs ?? DEMO_STEP_MS;
  const pollMs = options.pollMs ?? DEMO_POLL_MS;
  const maxAgeMs = options.maxAgeMs ?? DEMO_MAX_AGE_MS;
  const now = options.now ?? (() => new Date());
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;

  /** Active orders younger than `maxAgeMs` whose last change is at least `stepMs` old. */
  async function due(at: Date) {
    const lastChange = sql<Date>`coalesce(${max(orderStatusChanges.createdAt)}, ${orders.createdAt})`;
    return db
      .select({ id: orders.id, status: orders.status, deliveryType: orders.deliveryType })
      .from(orders)
      .leftJoin(orderStatusChanges, eq(orderStatusChanges.orderId, orders.id))
      .where(and(inArray(orders.status, ACTIVE), gte(orders.createdAt, new Date(at.getTime() - maxAgeMs)), not(awaitingProvider('order', orders.id))))
      .groupBy(orders.id)
      .having(sql`${lastChange} <= ${new Date(at.getTime() - stepMs).toISOString()}::timestamptz`)
      .orderBy(orders.id);
  }

  /** Active parcels younger than `maxAgeMs` whose last change is at least `stepMs` old. */
  async function dueParcels(at: Date) {
    const lastChange = sql<Date>`coalesce(${max(parcelStatusChanges.createdAt)}, ${parcelOrders.createdAt})`;
    return db
      .select({ id: parcelOrders.id, status: parcelOrders.status })
      .from(parcelOrders)
      .leftJoin(parcelStatusChanges, eq(parcelStatusChanges.parcelId, parcelOrders.id))
      .where(and(inArray(parcelOrders.status, ACTIVE), gte(parcelOrders.createdAt, new Date(at.getTime() - maxAgeMs)), not(awaitingProvider('parcel', parcelOrders.id))))
      .groupBy(parcelOrders.id)
      .having(sql`${lastChange} <= ${new Date(at.getTime() - stepMs).toISOString()}::timestamptz`)
      .orderBy(parcelOrders.id);
  }

  /** One pass: every due order and parcel one step forward. Answers how many moved. */
  async function tick(): Promise<number> {
    const at = now();
    let moved = 0;
    for (const parcel of await dueParcels(at)) {
      const from = parcel.status === 'cooking' ? 'ready' : parcel.status;
      const to = forwardParcelStep(from);
      if (!to) continue;
      try {
        if (await moveParcel(db, { parcelId: parcel.id, to, by: null, expectedFrom: from, at })) moved++;
      } catch (err) {
        log.warn({ err, parcelId: parcel.id, to }, 'demo parcel step failed');
      }
    }
    for (const order of await due(at)) {
      const to = forwardStep(order.status, order.deliveryType);
      if (!to) continue;
      try {
        if (await moveOrder(db, { orderId: order.id, to, by: null, expectedFrom: order.status, at })) moved++;
      } catch (err) {
        log.warn({ err, orderId: order.id, to }, 'demo order step failed');
      }
    }
    return moved;
  }

  function runOnce(): void {
    if (running) return; // the previous pass is still going
    running = tick()
      .catch((err: unknown) => {
        log.error({ err }, 'demo order timer pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    tick,
    start(): void {
      if (timer) return;
      timer = setInterval(runOnce, pollMs);
      timer.unref();
      log.info({ stepMs }, 'demo mode: fresh orders advance through their lifecycle on a timer');
    },
    /** Stops the timer and waits for a pass in progress (before the database closes). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type DemoOrderTimer = ReturnType<typeof createDemoOrderTimer>;
