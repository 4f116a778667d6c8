import { useEffect, useState } from 'react';
import type { ChatRoom } from '../../../contract/chat';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Avatar } from '../../ui/Avatar';
import { DialogPanel } from '../../ui/overlay/DialogPanel';
import { iconButton, pillLink } from '../../ui/styles';
import { chatApi } from './chat-api';
import type { ChatUser } from './chat-operator';
import { personName } from './chat-state';
import { ChatRoomView } from './ChatRoomView';
import { RoomList } from './RoomList';
import { loadRooms, putRoom, useRooms } from './rooms-store';

// A panel over the button's corner on larger screens; the whole screen on phones (≤ 576 px).
const placement =
  'mt-auto mb-24 ms-auto me-5 h-[min(40rem,calc(100dvh-7rem))] max-h-none w-[min(26rem,calc(100vw-2.5rem))] rounded-2xl ' +
  'max-[577px]:m-0 max-[577px]:h-full max-[577px]:w-full max-[577px]:rounded-none';

type Props = { open: boolean; onOpenChange(open: boolean): void; user: ChatUser; api: ApiClient };

/**
 * The chat window (issue #15). Customers get their support room (opened or made on first use);
 * operators (chat-operator.ts; also anyone the server refuses a support room with 403) get the
 * list of support rooms, open one, answer, and go back.
 */
export default function ChatWidget({ open, onOpenChange, user, api }: Props) {
  const { t } = useTranslation();
  const [operator, setOperator] = useState(user.operator);
  return (
    <DialogPanel open={open} onOpenChange={onOpenChange} title={t('chat.title')} panelClassName={placement}>
      <div className="flex h-full flex-col">
        {operator ? (
          <OperatorChats api={api} me={user.id} open={open} />
        ) : (
          <CustomerChat api={api} me={user.id} open={open} onOperator={() => setOperator(true)} />
        )}
      </div>
    </DialogPanel>
  );
}

function CustomerChat({ api, me, open, onOperator }: { api: ApiClient; me: number; open: boolean; onOperator(): void }) {
  const { t } = useTranslation();
  const [room, setRoom] = useState<ChatRoom | 'loading' | 'failed'>('loading');
  const fetchRoom = () =>
    chatApi.openSupport(api).then(
      (answer) => {
        putRoom(answer.data);
        setRoom(answer.data);
      },
      (error: unknown) => {
        if (error instanceof ApiResponseError && error.forbidden) onOperator();
        else setRoom('failed');
      },
    );
  const retry = () => {
    setRoom('loading');
    void fetchRoom();
  };
  useEffect(() => {
    void fetchRoom();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first open
  }, []);
  if (room === 'loading') return <p className="px-6 py-10 text-center text-ink-muted">{t('chat.loading')}</p>;
  if (room === 'failed') {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-center text-ink-muted">
        <p>{t('chat.load_failed')}</p>
        <button type="button" onClick={retry} className={pillLink}>
          {t('chat.retry')}
        </button>
      </div>
    );
  }
  return <ChatRoomView key={room.id} api={api} room={room} me={me} operator={false} active={open} />;
}

function OperatorChats({ api, me, open }: { api: ApiClient; me: number; open: boolean }) {
  const { t } = useTranslation();
  const rooms = useRooms((s) => s.rooms);
  const loaded = useRooms((s) => s.loaded);
  const [chosen, setChosen] = useState<ChatRoom | null>(null);
  useEffect(() => {
    if (open) void loadRooms(api);
  }, [open, api]);
  if (!chosen) return <RoomList rooms={rooms} loaded={loaded} onOpen={setChosen} />;
  const room = rooms.find((r) => r.id === chosen.id) ?? chosen;
  return (
    <>
      <div className="flex items-center gap-2 border-b border-line px-2 py-1.5">
        <button type="button" onClick={() => setChosen(null)} className={iconButton} aria-label={t('chat.back')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current rtl:-scale-x-100" strokeWidth="2">
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <Avatar img={room.user.img} alt="" className="size-8" />
        <h3 dir="auto" className="min-w-0 truncate font-semibold">
          {personName(room.user, t('chat.customer'))}
        </h3>
      </div>
      <ChatRoomView key={room.id} api={api} room={room} me={me} operator active={open} />
    </>
  );
}
