import { useLivePage } from '../realtime/use-live-page';
import type { RealtimeStatus } from '../realtime/realtime-client';

/** Keeps an order page current (issue #15): `order.status` pushes for this order, else 5 s polling while it moves. */
export function useLiveOrder(orderId: number, active: boolean): RealtimeStatus {
  return useLivePage('order.status', (event) => event.order.id === orderId, active);
}
