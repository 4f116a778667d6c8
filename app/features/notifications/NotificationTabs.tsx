import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { useStatistics } from './notification-counts';
import { badgeText, NOTIFICATION_TABS, tabUnread, type NotificationTab } from './notification-tabs';

const labels = { all: 'notifications.tab.all', news: 'notifications.tab.news', orders: 'notifications.tab.orders' } as const;

export const tabId = (base: string, tab: NotificationTab) => `${base}-tab-${tab}`;
export const panelId = (base: string) => `${base}-panel`;

/**
 * All, News, Orders (spec §2), each with its unread badge (N2). The WAI-ARIA tabs pattern by
 * hand (no tabs library on the page): one tab in the Tab order, arrows move along the row
 * (mirrored right to left), Home and End jump to its ends; a tab is chosen as it gets focus.
 */
export function NotificationTabs({ idBase, tab, onChange }: { idBase: string; tab: NotificationTab; onChange(tab: NotificationTab): void }) {
  const { t, dir } = useTranslation();
  const statistics = useStatistics();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = NOTIFICATION_TABS.indexOf(tab);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = NOTIFICATION_TABS.length - 1;
    const to = { [forward]: index === last ? 0 : index + 1, [back]: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = NOTIFICATION_TABS[to]!;
    onChange(next);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, next))}`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={t('notifications.tabs')} className="flex gap-1 px-3">
      {NOTIFICATION_TABS.map((name) => {
        const selected = name === tab;
        const unread = tabUnread(statistics, name);
        return (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(idBase, name)}
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(name)}
            onKeyDown={onKeyDown}
            className={`-mb-px flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${
              selected ? 'border-brand text-ink' : 'border-transparent text-ink-muted hover:text-ink'
            } ${focusRing}`}
          >
            {t(labels[name])}
            {unread > 0 && (
              <>
                <span aria-hidden="true" className="min-w-5 rounded-full bg-brand px-1.5 text-center text-xs font-bold leading-5 text-brand-ink">
                  {badgeText(unread)}
                </span>
                <span className="sr-only"> {t('notifications.unread_count', { count: unread })}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
