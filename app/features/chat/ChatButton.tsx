import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { browserApiClient } from '../../lib/api/browser-client';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLazyDialog } from '../../ui/overlay/use-lazy-dialog';
import { focusRing } from '../../ui/styles';
import { useLiveEvent } from '../realtime/live-events';
import type { ChatUser } from './chat-operator';
import { totalUnread } from './chat-state';
import { forgetRooms, loadRooms, roomMessage, roomRead, useRooms } from './rooms-store';

// The chat window and the dialog library load on the first tap.
const ChatWidget = lazy(() => import('./ChatWidget'));

/** Pixels from the end of the page where the button is always shown (the page has room for it there). */
const NEAR_END = 24;

/**
 * True while the visitor scrolls down through the page: the button gets out of the way of the
 * prices and fields it would float over. Scrolling up, reaching the end (where the page leaves
 * room for it: app.css) or the top brings it back.
 */
function useScrollingDown() {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const nearEnd = y + window.innerHeight >= document.documentElement.scrollHeight - NEAR_END;
      setDown(y > last && y > 0 && !nearEnd);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}

/**
 * Floating chat entry for signed-in users (spec §2, issue #15). Its badge is the unread total of
 * the user's rooms (rooms-store: one cheap `GET dashboard/chats` after hydration, then the live
 * channel); the widget's code loads on the first tap.
 */
export default function ChatButton({ user }: { user: ChatUser }) {
  const { t, locale } = useTranslation();
  const apiBase = useBrowserApiBase();
  const api = useMemo(() => browserApiClient(apiBase, locale), [apiBase, locale]);
  const dialog = useLazyDialog();
  const away = useScrollingDown();
  const unread = useRooms((s) => totalUnread(s.rooms));

  useEffect(() => {
    void loadRooms(api);
  }, [api]);
  useEffect(() => forgetRooms, []);
  useLiveEvent('chat.message', (e) => roomMessage(api, e.message, user.id));
  useLiveEvent('chat.read', (e) => {
    if (e.user_id === user.id) roomRead(e.chat_id);
  });
  useLiveEvent('resync', () => void loadRooms(api));

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
        data-chat-button=""
        // Slid below the screen's edge while away; keyboard focus brings it back.
        className={`fixed bottom-5 end-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand text-brand-ink shadow-lg transition-transform hover:opacity-90 focus-visible:translate-y-0 motion-reduce:transition-none ${away ? 'translate-y-24' : ''} ${focusRing}`}
      >
        <span className="sr-only">{t('chat.open')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current" strokeWidth="1.8">
          <path d="M4 5h16v11H9l-5 4V5z" strokeLinejoin="round" />
        </svg>
        {unread > 0 && (
          <>
            <span className="sr-only">{`, ${t('chat.unread', { count: unread })}`}</span>
            <span
              aria-hidden="true"
              data-chat-unread={unread}
              className="absolute -top-1 -end-1 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-negative px-1.5 text-xs font-bold text-brand-ink ring-2 ring-surface"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          </>
        )}
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <ChatWidget open={dialog.open} onOpenChange={dialog.setOpen} user={user} api={api} />
        </Suspense>
      )}
    </>
  );
}
