import { useId, useMemo, useState } from 'react';
import type { Notification } from '../../../contract/notifications';
import { browserApiClient } from '../../lib/api/browser-client';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { QueryIsland } from '../../lib/query/QueryIsland';
import { Sheet } from '../../ui/overlay/Sheet';
import { focusRing } from '../../ui/styles';
import { useUnreadTotal } from './notification-counts';
import type { NotificationTab } from './notification-tabs';
import { NotificationList } from './NotificationList';
import { NotificationTabs, panelId, tabId } from './NotificationTabs';
import { useNotificationActions } from './use-notification-actions';
import { useLiveLists } from './use-notification-list';

type Props = { open: boolean; onOpenChange(open: boolean): void };

/** The open panel: the tabs on top, the chosen tab's list, the footer at the bottom. */
function PanelContent({ onClose }: { onClose(): void }) {
  const { t, locale } = useTranslation();
  const apiBase = useBrowserApiBase();
  const api = useMemo(() => browserApiClient(apiBase, locale), [apiBase, locale]);
  const [tab, setTab] = useState<NotificationTab>('all');
  const idBase = useId();
  const unread = useUnreadTotal();
  const actions = useNotificationActions(api);
  useLiveLists();

  const onOpen = (item: Notification, followed: boolean) => {
    actions.open(item);
    if (followed) onClose();
  };

  return (
    <div className="flex min-h-full flex-col">
      <div className="sticky top-0 z-10 border-b border-line bg-surface-raised pt-1">
        <NotificationTabs idBase={idBase} tab={tab} onChange={setTab} />
      </div>
      <div role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, tab)} className="flex-1">
        <NotificationList key={tab} api={api} tab={tab} onOpen={onOpen} />
      </div>
      <div className="sticky bottom-0 border-t border-line bg-surface-raised px-4 py-3">
        <button
          type="button"
          onClick={actions.readAll}
          disabled={unread === 0 || actions.readingAll}
          className={`w-full rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-brand-ink hover:opacity-90 disabled:bg-line disabled:text-ink-muted ${focusRing}`}
        >
          {t('notifications.read_all')}
        </button>
      </div>
    </div>
  );
}

/**
 * The notifications panel (spec §2), in the header's Sheet: tabs All, News and Orders with their
 * unread badges, the chosen tab's list, and a "mark all as read" footer. A lazy chunk (with the
 * query library, app/lib/query's island). Its content exists only while open, so each opening
 * starts on All and asks the lists afresh.
 */
export default function NotificationsPanel({ open, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('notifications.title')}>
      {open && (
        <QueryIsland>
          <PanelContent onClose={() => onOpenChange(false)} />
        </QueryIsland>
      )}
    </Sheet>
  );
}
