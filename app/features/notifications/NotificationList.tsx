import type { Notification } from '../../../contract/notifications';
import type { ApiClient } from '../../lib/api/client';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pillLink } from '../../ui/styles';
import { NotificationItem } from './NotificationItem';
import type { NotificationTab } from './notification-tabs';
import { useNotificationList } from './use-notification-list';

function Empty({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center text-ink-muted">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 fill-none stroke-current" strokeWidth="1.4">
        <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
      </svg>
      <p>{text}</p>
    </div>
  );
}

/**
 * One tab's notifications, newest first, 5 at a time with "view more" below (the next page is
 * appended); the spec's empty text when there are none; a retry when the list could not load.
 */
export function NotificationList({ api, tab, onOpen }: { api: ApiClient; tab: NotificationTab; onOpen(item: Notification, followed: boolean): void }) {
  const { t } = useTranslation();
  const list = useNotificationList(api, tab);

  if (list.status === 'pending') {
    return (
      <p role="status" className="px-6 py-12 text-center text-ink-muted">
        {t('notifications.loading')}
      </p>
    );
  }
  if (list.status === 'error' && list.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <p role="alert">{t('notifications.load_failed')}</p>
        <button type="button" className={pillLink} onClick={() => void list.refetch()}>
          {t('notifications.retry')}
        </button>
      </div>
    );
  }
  if (list.items.length === 0) return <Empty text={t('notifications.empty')} />;
  return (
    <>
      <ul className="divide-y divide-line">
        {list.items.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center px-4 py-4">
          <button
            type="button"
            className={`${pillLink} text-sm disabled:opacity-70`}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('notifications.view_more')}
          </button>
        </div>
      )}
    </>
  );
}
