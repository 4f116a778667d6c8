import type { ChatRoom } from '../../../contract/chat';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Avatar } from '../../ui/Avatar';
import { focusRing } from '../../ui/styles';
import { personName } from './chat-state';

/**
 * The operators' list of support rooms (issue #15): newest activity first, each with its
 * customer, last message, time and unread count (rooms-store keeps it live).
 */
export function RoomList({ rooms, loaded, onOpen }: { rooms: ChatRoom[]; loaded: boolean; onOpen(room: ChatRoom): void }) {
  const { t, locale } = useTranslation();
  const today = new Date().toDateString();
  const when = (iso: string) => {
    const at = new Date(iso);
    return new Intl.DateTimeFormat(locale, {
      ...(at.toDateString() === today ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { day: 'numeric', month: 'short' }),
      numberingSystem: 'latn',
    }).format(at);
  };
  if (!loaded) return <p className="px-6 py-10 text-center text-ink-muted">{t('chat.loading')}</p>;
  if (!rooms.length) return <p className="px-6 py-10 text-center text-ink-muted">{t('chat.rooms_empty')}</p>;
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <h3 className="px-4 pt-3 pb-1 text-sm font-semibold text-ink-muted">{t('chat.rooms')}</h3>
      <ul className="divide-y divide-line">
        {rooms.map((room) => {
          const name = personName(room.user, t('chat.customer'));
          const at = room.last_message?.created_at ?? room.created_at;
          return (
            <li key={room.id}>
              <button
                type="button"
                onClick={() => onOpen(room)}
                data-chat-room={room.id}
                className={`flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-surface ${focusRing} focus-visible:-outline-offset-2`}
              >
                <Avatar img={room.user.img} alt="" className="size-10" />
                <span className="min-w-0 flex-1">
                  {/* Name and last message in their own direction (cut at their own end), at the line's start. */}
                  <span className="flex items-baseline gap-2">
                    <span dir="auto" className="min-w-0 truncate font-semibold">
                      {name}
                    </span>
                    <time dateTime={at} className="ms-auto shrink-0 text-xs text-ink-muted">
                      {when(at)}
                    </time>
                  </span>
                  <span className="flex items-center gap-2">
                    <span dir="auto" className={`min-w-0 truncate text-sm ${room.unread ? 'text-ink' : 'text-ink-muted'}`}>
                      {room.last_message?.text ?? t('chat.no_messages')}
                    </span>
                    {room.unread > 0 && (
                      <span className="ms-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-brand-ink">
                        <span aria-hidden="true">{room.unread}</span>
                        <span className="sr-only">{t('chat.unread', { count: room.unread })}</span>
                      </span>
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
