import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../../../contract/chat';
import { formatLocalDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pillLink } from '../../ui/styles';

/** Closer to the end than this (px), the list follows new messages. */
const FOLLOW_WITHIN = 80;
/** Closer to the top than this (px), earlier messages load. */
const LOAD_WITHIN = 40;

const dayKey = (iso: string) => new Date(iso).toLocaleDateString('en-CA');

type Props = {
  messages: ChatMessage[];
  me: number;
  /** How the other side is named for screen readers (a customer's name, or 'Support'). */
  otherName(message: ChatMessage): string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier(): Promise<void>;
  empty: string;
};

/**
 * The conversation (a `log`: new messages are announced): mine on the end side in the brand
 * colour, the other side's on the start side, each with its time (HH:mm, this device's clock) and
 * a line for each new day. Text is rendered as text (React escapes it), line breaks kept. It
 * follows new messages while the reader is at the end (always for one's own), keeps its place
 * when earlier ones are put above, and loads them when scrolled to the top.
 */
export function MessageList({ messages, me, otherName, hasEarlier, loadingEarlier, onLoadEarlier, empty }: Props) {
  const { t, locale } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const before = useRef<{ height: number; top: number; first: number | undefined } | null>(null);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', numberingSystem: 'latn' });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const kept = before.current;
    if (kept && kept.first !== messages[0]?.id) {
      // Earlier messages were put above: the ones on screen stay where they were.
      before.current = null;
      el.scrollTop = el.scrollHeight - kept.height + kept.top;
      return;
    }
    if (following.current || messages.at(-1)?.sender_id === me) el.scrollTop = el.scrollHeight;
  }, [messages, me]);

  const loadEarlier = () => {
    const el = ref.current;
    if (!el || loadingEarlier) return;
    before.current = { height: el.scrollHeight, top: el.scrollTop, first: messages[0]?.id };
    void onLoadEarlier();
  };
  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_WITHIN;
    if (hasEarlier && el.scrollTop < LOAD_WITHIN) loadEarlier();
  };

  return (
    <div ref={ref} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
      {hasEarlier && (
        <div className="mb-3 flex justify-center">
          <button type="button" onClick={loadEarlier} disabled={loadingEarlier} className={`text-sm ${pillLink}`}>
            {loadingEarlier ? t('chat.loading') : t('chat.load_earlier')}
          </button>
        </div>
      )}
      {messages.length === 0 && <p className="px-6 py-10 text-center text-ink-muted">{empty}</p>}
      <div role="log" aria-label={t('chat.messages')}>
      <ol className="flex flex-col gap-1.5">
        {messages.map((m, i) => {
          const mine = m.sender_id === me;
          const newDay = i === 0 || dayKey(messages[i - 1]!.created_at) !== dayKey(m.created_at);
          const sameSender = !newDay && messages[i - 1]!.sender_id === m.sender_id;
          return (
            <li key={m.id} className={`flex flex-col ${sameSender ? '' : 'mt-2'}`}>
              {newDay && (
                <p className="my-2 self-center rounded-full bg-line px-3 py-0.5 text-xs text-ink">{formatLocalDate(dayKey(m.created_at), locale)}</p>
              )}
              <div
                className={`max-w-[85%] rounded-2xl px-3.5 py-2 ${
                  mine ? 'self-end rounded-ee-md bg-brand text-brand-ink' : 'self-start rounded-es-md border border-line bg-surface text-ink'
                }`}
              >
                <span className="sr-only">{`${mine ? t('chat.you') : otherName(m)}: `}</span>
                <p dir="auto" className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
                  {m.text}
                </p>
                <time dateTime={m.created_at} className={`mt-0.5 block text-end text-xs ${mine ? 'text-brand-ink' : 'text-ink-muted'}`}>
                  {time.format(new Date(m.created_at))}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
      </div>
    </div>
  );
}
