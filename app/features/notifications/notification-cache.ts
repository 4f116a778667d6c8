import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationStatistics, NotificationType } from '../../../contract/notifications';
import { markRead, prependNotification, type NotificationPage } from './notification-list';
import type { NotificationTab } from './notification-tabs';

/**
 * The panel's lists in the page's query cache (app/lib/query): one infinite query per tab and
 * language, and the edits a push or a read makes to all of them at once.
 */
export const NOTIFICATIONS_KEY = 'notifications';
export const listKey = (locale: string, tab: NotificationTab) => [NOTIFICATIONS_KEY, locale, tab] as const;

type Lists = InfiniteData<NotificationPage, number>;

/** Applies `edit` to the pages of every cached list (of `tabs`, if given). */
export function editLists(client: QueryClient, edit: (pages: NotificationPage[]) => NotificationPage[], tabs?: readonly NotificationTab[]) {
  client.setQueriesData<Lists>(
    { queryKey: [NOTIFICATIONS_KEY], predicate: (q) => !tabs || tabs.includes(q.queryKey[2] as NotificationTab) },
    (data) => (data ? { ...data, pages: edit(data.pages) } : data),
  );
}

export const prependToLists = (client: QueryClient, n: Parameters<typeof prependNotification>[1], tabs: readonly NotificationTab[]) =>
  editLists(client, (pages) => prependNotification(pages, n), tabs);

export const markListsRead = (client: QueryClient, id: number | 'all', at: string) => editLists(client, (pages) => markRead(pages, id, at));

export const refetchLists = (client: QueryClient) => client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });

/** The counts right after reading one unread notification of `type` (the server's push confirms). */
export function countsAfterRead(stats: NotificationStatistics, type: NotificationType): NotificationStatistics {
  return { ...stats, notification: Math.max(0, stats.notification - 1), [type]: Math.max(0, stats[type] - 1) };
}

/** The counts after "mark all as read": every one 0. */
export function countsAfterReadAll(stats: NotificationStatistics): NotificationStatistics {
  return Object.fromEntries(Object.keys(stats).map((k) => [k, 0])) as NotificationStatistics;
}
