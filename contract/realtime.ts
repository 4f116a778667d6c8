import { z } from 'zod';
import { chatMessage } from './chat';
import { notification, notificationStatistics } from './notifications';

/**
 * The live channel (issue #15): one WebSocket at `/api/v1/ws`. The first message authenticates
 * with the API's Bearer token (never the URL); the storefront's own pages may leave `token` out
 * and let their HttpOnly session cookie speak (same origin only). Events carry what the REST API
 * would show the same user, and after a reconnect clients ask REST again (nothing is replayed).
 */
export { REALTIME_CLOSE, REALTIME_PATH } from './realtime-values';

/**
 * Client → server. `token` = the API token with or without `Bearer `. `subscribe` (issue #16): a
 * group member — a guest without a session, or anyone — follows the group cart `cart_id` with
 * its member uuid (the GC1 answer); it needs no `auth` first. The server checks the uuid: not a
 * member of that group → closed with 4403. Then `subscribed` arrives, and `cart.changed` on every
 * change of the group until the member leaves it (a kicked member gets that last event, then no
 * more). One subscription per socket: a new `subscribe` replaces it. The owner needs none: their
 * signed-in socket gets their group's events.
 */
export const realtimeClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(200).optional(), lang: z.string().max(8).optional() }),
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('subscribe'),
    cart_id: z.number().int().min(1).max(2_147_483_647),
    user_cart_uuid: z.guid(),
  }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessage>;

export const orderStatusEvent = z.object({
  type: z.literal('order.status'),
  order: z.object({ id: z.number().int(), status: z.string(), updated_at: z.string() }),
});

/** A parcel's status changed (to its owner): ask PC5 again for the rest. */
export const parcelStatusEvent = z.object({
  type: z.literal('parcel.status'),
  parcel: z.object({ id: z.number().int(), status: z.string(), updated_at: z.string() }),
});

/** A table booking was made or its status changed (to its customer). */
export const bookingStatusEvent = z.object({
  type: z.literal('booking.status'),
  booking: z.object({ id: z.number().int(), status: z.string(), updated_at: z.string() }),
});

/** Server → client. */
export const realtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), user_id: z.number().int() }),
  z.object({ type: z.literal('pong') }),
  /** The server may have missed events (its database link dropped): ask REST again. */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('notification'), notification, statistics: notificationStatistics }),
  /** Counts changed without a new notification (read in another tab). */
  z.object({ type: z.literal('notification.statistics'), statistics: notificationStatistics }),
  orderStatusEvent,
  parcelStatusEvent,
  bookingStatusEvent,
  z.object({ type: z.literal('chat.message'), message: chatMessage }),
  /** The group-cart subscription is on (the answer to `subscribe`). */
  z.object({ type: z.literal('subscribed'), cart_id: z.number().int() }),
  /**
   * A group cart changed (a member joined, left or was removed, lines or a status changed, the
   * group was cancelled or ordered): ids only, ask GC2 (members) or CT1 (owner) again.
   */
  z.object({ type: z.literal('cart.changed'), cart_id: z.number().int() }),
  /** `user_id` read `chat_id` up to `message_id` (the reader's other tabs, the other side). */
  z.object({ type: z.literal('chat.read'), chat_id: z.number().int(), user_id: z.number().int(), message_id: z.number().int() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEvent>;
export type RealtimeEventOf<T extends RealtimeEvent['type']> = Extract<RealtimeEvent, { type: T }>;
