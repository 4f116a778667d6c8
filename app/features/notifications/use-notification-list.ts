import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLiveEvent, useLiveStatus } from '../realtime/live-events';
import { useUnreadTotal } from './notification-counts';
import { listKey, prependToLists, refetchLists } from './notification-cache';
import { mergePages, nextPage } from './notification-list';
import { tabsOf, tabType, type NotificationTab } from './notification-tabs';
import { notificationEndpoints } from './notifications-api';
import type { ApiClient } from '../../lib/api/client';

/**
 * One tab's list (N1, 5 a page) for the open panel: "view more" fetches the next page and the
 * list shows the pages merged by id. Asked afresh each time the panel opens (the cache shows the
 * last copy meanwhile), kept current while open: a pushed notification goes on top of the lists
 * it belongs to, a 'resync' asks again, and with the channel down a rise of the polled unread
 * total asks again.
 */
export function useNotificationList(api: ApiClient, tab: NotificationTab) {
  const { locale } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: listKey(locale, tab),
    queryFn: ({ pageParam }) => notificationEndpoints.list(api, { page: pageParam, type: tabType(tab) }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages),
    staleTime: 0,
  });
  const items = useMemo(() => mergePages(query.data?.pages ?? []), [query.data]);
  return { ...query, items };
}

/** The open panel's live edits to every tab's cached list. */
export function useLiveLists() {
  const client = useQueryClient();
  useLiveEvent('notification', ({ notification }) => prependToLists(client, notification, tabsOf(notification.type)));
  useLiveEvent('resync', () => void refetchLists(client));

  const live = useLiveStatus();
  const total = useUnreadTotal();
  const previous = useRef(total);
  useEffect(() => {
    const rose = total > previous.current;
    previous.current = total;
    if (rose && live !== 'open') void refetchLists(client);
  }, [total, live, client]);
}
