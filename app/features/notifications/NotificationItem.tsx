import { Link } from 'react-router';
import type { Notification } from '../../../contract/notifications';
import { ltr } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { notificationDate, notificationHref, notificationText } from './notification-list';

function TypeIcon({ type }: { type: Notification['type'] }) {
  const news = type === 'news_publish';
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="1.8" strokeLinejoin="round">
      {news ? (
        // A megaphone: news from the marketplace.
        <path d="M4 10v4h3l6 4V6L7 10H4zM16 9.5a3.5 3.5 0 0 1 0 5M18.5 7a7 7 0 0 1 0 10" strokeLinecap="round" />
      ) : (
        // A bag: something about an order.
        <path d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" />
      )}
    </svg>
  );
}

/**
 * One notification: unread ones stand out (tinted row, a dot, bold title; the dot is also said
 * in words), read ones are quiet. Opening it marks it read and, for an order or a news item,
 * follows its link (contract §4.6); other types have nowhere to go and are a button.
 */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen(item: Notification, followed: boolean): void }) {
  const { t } = useTranslation();
  const unread = item.read_at === null;
  const href = notificationHref(item);
  const { title, body } = notificationText(t, item);
  const className = `flex w-full gap-3 px-4 py-3 text-start ${unread ? 'bg-brand/8' : ''} hover:bg-line/60 ${focusRing} focus-visible:-outline-offset-2`;
  const content = (
    <>
      <span className={`mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full ${unread ? 'bg-brand text-brand-ink' : 'bg-line text-ink-muted'}`}>
        <TypeIcon type={item.type} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={`flex items-start gap-2 ${unread ? 'font-bold text-ink' : 'font-medium text-ink'}`}>
          <span className="line-clamp-2 min-w-0 flex-1">{title}</span>
          {unread && (
            <>
              <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand" />
              <span className="sr-only">{t('notifications.unread')}</span>
            </>
          )}
        </span>
        {body && <span className={`line-clamp-2 text-sm ${unread ? 'text-ink' : 'text-ink-muted'}`}>{body}</span>}
        <time dateTime={item.created_at} className="text-xs text-ink-muted tabular-nums">
          {ltr(notificationDate(item.created_at))}
        </time>
      </span>
    </>
  );
  return (
    <li data-unread={unread || undefined} data-testid="notification">
      {href ? (
        <Link to={href} className={className} onClick={() => onOpen(item, true)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpen(item, false)}>
          {content}
        </button>
      )}
    </li>
  );
}
