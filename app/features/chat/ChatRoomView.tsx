import type { ChatRoom } from '../../../contract/chat';
import type { ApiClient } from '../../lib/api/client';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pillLink } from '../../ui/styles';
import { personName } from './chat-state';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useChatRoom } from './use-chat-room';

/**
 * One conversation: the messages and the composer. A customer's other side is 'Support'; an
 * operator's is the room's customer (and fellow operators, who are 'Support' too).
 */
export function ChatRoomView({ api, room, me, operator, active }: { api: ApiClient; room: ChatRoom; me: number; operator: boolean; active: boolean }) {
  const { t } = useTranslation();
  const chat = useChatRoom(api, room.id, me, active);
  const customer = personName(room.user, t('chat.customer'));

  if (chat.status !== 'ready') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-10 text-center text-ink-muted" aria-busy={chat.status === 'loading'}>
        {chat.status === 'loading' ? (
          <p>{t('chat.loading')}</p>
        ) : (
          <>
            <p>{t('chat.load_failed')}</p>
            <button type="button" onClick={() => void chat.retry()} className={pillLink}>
              {t('chat.retry')}
            </button>
          </>
        )}
      </div>
    );
  }
  return (
    <>
      <MessageList
        messages={chat.messages}
        me={me}
        otherName={(m) => (operator && m.sender_id === room.user.id ? customer : t('chat.support'))}
        hasEarlier={chat.hasEarlier}
        loadingEarlier={chat.loadingEarlier}
        onLoadEarlier={chat.loadEarlier}
        empty={operator ? t('chat.empty_operator') : t('chat.empty')}
      />
      <Composer onSend={chat.send} />
    </>
  );
}
