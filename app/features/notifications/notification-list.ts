import type { Paginated } from '../../../contract/http';
import type { Notification } from '../../../contract/notifications';
import { orderStatuses, type OrderStatus } from '../../../contract/order-values';
import { formatDateTime } from '../../lib/dates';
import type { Translate } from '../../lib/i18n/translator';

/**
 * The panel's list as pure functions over the pages N1 answered (5 at a time, newest first):
 * "view more" appends the next page, a live push prepends, reading changes `read_at` in place.
 * Pages may overlap — a notification that arrived after page 1 was fetched pushes every later
 * one down by one — so the list is merged by id (newest first), never by position.
 */
export type NotificationPage = Pick<Paginated<Notification>, 'data' | 'meta'>;

/** Every notification of the loaded pages once, newest (highest id) first. */
export function mergePages(pages: readonly NotificationPage[]): Notification[] {
  const byId = new Map<number, Notification>();
  for (const page of pages) for (const n of page.data) if (!byId.has(n.id)) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** The page "view more" asks for, or undefined when the last one is loaded. */
export function nextPage(pages: readonly NotificationPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}

/** A pushed notification on top of the first page (no-op when it is already there). */
export function prependNotification<P extends NotificationPage>(pages: readonly P[], n: Notification): P[] {
  const [first, ...rest] = pages;
  if (!first || pages.some((p) => p.data.some((d) => d.id === n.id))) return [...pages];
  return [{ ...first, data: [n, ...first.data] }, ...rest];
}

/** `id` (or every unread one, `'all'`) read at `at`, as N3/N4 do on the server. */
export function markRead<P extends NotificationPage>(pages: readonly P[], id: number | 'all', at: string): P[] {
  return pages.map((page) => ({
    ...page,
    data: page.data.map((n) => (n.read_at === null && (id === 'all' || n.id === id) ? { ...n, read_at: at } : n)),
  }));
}

/** Where opening it leads (contract §4.6): the order, the news dialog, or nowhere. */
export function notificationHref(n: Pick<Notification, 'type' | 'order' | 'blog'>): string | null {
  if (n.type === 'news_publish') return n.blog ? `/?news=${encodeURIComponent(n.blog.uuid)}` : null;
  if ((n.type === 'status_changed' || n.type === 'order_refunded') && n.order) return `/orders/${n.order.id}`;
  if (n.type === 'transaction' || n.type === 'new_user_by_referral') return '/wallet';
  return null;
}

const isOrderStatus = (value: unknown): value is OrderStatus => orderStatuses.includes(value as OrderStatus);

/**
 * Title and text in the page's language. The server writes an order's notices in English (its
 * `body`); the panel says them with the interface's own strings from the order and its status.
 * News come translated by the server (N1's `lang`); other types show what the server wrote.
 */
export function notificationText(t: Translate, n: Pick<Notification, 'type' | 'title' | 'body' | 'order' | 'data'>) {
  const orderId = n.order?.id;
  if (n.type === 'status_changed' && orderId !== undefined && isOrderStatus(n.data?.status)) {
    return { title: t('orders.number', { id: orderId }), body: t('notifications.status_changed', { status: t(`order.status.${n.data.status}`) }) };
  }
  if (n.type === 'order_refunded' && orderId !== undefined) {
    return { title: t('orders.number', { id: orderId }), body: t('notifications.order_refunded') };
  }
  // Money from another customer, a referral reward: the person's name is in `data.name`.
  if ((n.type === 'transaction' || n.type === 'new_user_by_referral') && typeof n.data?.name === 'string') {
    return { title: t(`notifications.${n.type}.title`), body: t(`notifications.${n.type}`, { name: n.data.name }) };
  }
  return { title: n.title, body: n.body };
}

/** Spec §2, §9: `DD.MM.YYYY, HH:mm`, in the customer's own time zone (the panel renders in the browser only). */
export function notificationDate(iso: string, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return formatDateTime(iso, timeZone);
}
