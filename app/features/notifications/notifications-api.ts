import type { Paginated } from '../../../contract/http';
import type { Notification, NotificationStatistics, NotificationType } from '../../../contract/notifications';
import type { ApiClient } from '../../lib/api/client';
import { countsVersion, setStatistics } from './notification-counts';

/**
 * The bell's and the panel's calls (contract §2.24 N1–N4), one line each, paths as in the
 * contract. Shared by the two lazy chunks (NotificationsLive, NotificationsPanel), never by the
 * header itself.
 */
export const NOTIFICATIONS_PER_PAGE = 5;

export const notificationEndpoints = {
  /** N1: newest first, 5 a page, one type or all. */
  list: (api: ApiClient, q: { page: number; type: NotificationType | undefined }) =>
    api.get<Paginated<Notification>>('dashboard/notifications', {
      page: q.page, perPage: NOTIFICATIONS_PER_PAGE, type: q.type, column: 'id', sort: 'desc',
    }),
  /** N2: a bare object of unread counts. */
  statistics: (api: ApiClient) => api.get<NotificationStatistics>('dashboard/user/profile/notifications-statistic'),
  /** N3. */
  readAll: (api: ApiClient) => api.post('dashboard/notifications/read-all', {}),
  /** N4: when an unread item is opened. */
  readOne: (api: ApiClient, id: number) => api.post(`dashboard/notifications/${id}/read-at`),
};

/**
 * N2 into the badge store. An answer older than a push that landed meanwhile is dropped; a
 * failure leaves the counts as they were (the next poll or push brings them).
 */
export async function loadStatistics(api: ApiClient): Promise<void> {
  const since = countsVersion();
  try {
    setStatistics(await notificationEndpoints.statistics(api), since);
  } catch {
    // Logged by the client; a 401 has already ended the session.
  }
}
