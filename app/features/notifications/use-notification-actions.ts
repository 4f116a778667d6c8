import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../contract/notifications';
import type { ApiClient } from '../../lib/api/client';
import { notify } from '../../ui/toast/notify';
import { useLiveStatus } from '../realtime/live-events';
import { getStatistics, setStatistics } from './notification-counts';
import { countsAfterRead, countsAfterReadAll, markListsRead, refetchLists } from './notification-cache';
import { loadStatistics, notificationEndpoints } from './notifications-api';

/**
 * Reading (spec §4: unread becomes read when opened or when all are marked read): N4 for one
 * opened item, N3 for the footer. Both show the result at once (the lists' `read_at`, the badges)
 * and then ask the server; the live channel confirms the counts, or, with it down, they are asked
 * again. A failure shows the server's message (spec §8) and puts back what the server holds.
 */
export function useNotificationActions(api: ApiClient) {
  const client = useQueryClient();
  const live = useLiveStatus();
  const settle = () => {
    if (live !== 'open') void loadStatistics(api);
  };
  const fail = (error: Error) => {
    notify('error', error.message);
    void refetchLists(client);
    void loadStatistics(api);
  };

  const readOne = useMutation({
    mutationFn: (n: Pick<Notification, 'id' | 'type'>) => notificationEndpoints.readOne(api, n.id),
    onMutate: (n) => {
      markListsRead(client, n.id, new Date().toISOString());
      const stats = getStatistics();
      if (stats) setStatistics(countsAfterRead(stats, n.type));
    },
    onSuccess: settle,
    onError: fail,
  });

  const readAll = useMutation({
    mutationFn: () => notificationEndpoints.readAll(api),
    onMutate: () => {
      markListsRead(client, 'all', new Date().toISOString());
      const stats = getStatistics();
      if (stats) setStatistics(countsAfterReadAll(stats));
    },
    onSuccess: settle,
    onError: fail,
  });

  return {
    /** Marks `n` read if it is unread (opening a read one asks nothing). */
    open: (n: Pick<Notification, 'id' | 'type' | 'read_at'>) => {
      if (n.read_at === null) readOne.mutate(n);
    },
    readAll: () => readAll.mutate(),
    readingAll: readAll.isPending,
  };
}
