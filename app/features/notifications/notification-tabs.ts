import type { NotificationStatistics, NotificationType } from '../../../contract/notifications';

/**
 * The panel's tabs (spec §2: All, News, Orders) and what each asks of the API: N1's `type` filter
 * and N2's count for its badge (contract §2.24: `news_publish`, `status_changed`; §3.23: the tab
 * badges use those two, the bell and "All" the total). Pure, so the panel and its tests agree.
 */
export const NOTIFICATION_TABS = ['all', 'news', 'orders'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

type CountKey = keyof NotificationStatistics;

const tabs: Record<NotificationTab, { type: NotificationType | undefined; count: CountKey }> = {
  all: { type: undefined, count: 'notification' },
  news: { type: 'news_publish', count: 'news_publish' },
  orders: { type: 'status_changed', count: 'status_changed' },
};

/** N1's `type` for the tab (undefined: every type). */
export const tabType = (tab: NotificationTab): NotificationType | undefined => tabs[tab].type;

/** The tab's unread badge (0 until the counts are known). */
export const tabUnread = (statistics: NotificationStatistics | null, tab: NotificationTab): number =>
  statistics?.[tabs[tab].count] ?? 0;

/** The tabs whose lists hold a notification of `type` (a new one goes to the top of each). */
export const tabsOf = (type: NotificationType): NotificationTab[] =>
  NOTIFICATION_TABS.filter((tab) => tabs[tab].type === undefined || tabs[tab].type === type);

/** A badge's text (the tabs' too): as the header's buttons. */
export { badgeText } from '../../ui/header/CountBadge';
