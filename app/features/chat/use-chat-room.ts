import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage } from '../../../contract/chat';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { notify } from '../../ui/toast/notify';
import { useLiveEvent, useLiveStatus } from '../realtime/live-events';
import { chatApi } from './chat-api';
import { mergeMessages } from './chat-state';
import { roomRead, setReading } from './rooms-store';

/** Messages per history page. */
export const CHAT_PAGE_SIZE = 30;
/** With the live channel down, the open room asks for its newest page this often. */
export const CHAT_POLL_MS = 10_000;

/**
 * One room as the widget shows it: its history (newest page first, older pages on demand), live
 * messages folded in without duplicates (chat-state.ts), read while `active` (the widget open),
 * reloaded on `resync`, polled while the channel is down. Mount it once per room (`key`).
 * Pages are asked by how many messages are known: the known ones are the newest N, so page
 * ⌊N / size⌋ + 1 overlaps them (deduplicated) and never leaves a gap, even after live arrivals.
 */
export function useChatRoom(api: ApiClient, roomId: number, me: number, active: boolean) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The oldest message has been loaded (older ones never appear later).
  const [reachedStart, setReachedStart] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const live = useLiveStatus();

  const markRead = useCallback(() => {
    roomRead(roomId);
    chatApi.markRead(api, roomId).catch(() => undefined);
  }, [api, roomId]);

  const loadLatest = useCallback(
    () =>
      chatApi.history(api, roomId, 1, CHAT_PAGE_SIZE).then(
        (page) => {
          setMessages((m) => mergeMessages(m, page.data));
          if (page.meta.total <= CHAT_PAGE_SIZE) setReachedStart(true);
          setStatus('ready');
        },
        () => setStatus((s) => (s === 'ready' ? s : 'failed')),
      ),
    [api, roomId],
  );

  const known = messages.length;
  const loadEarlier = useCallback(async () => {
    setLoadingEarlier(true);
    try {
      const number = Math.floor(known / CHAT_PAGE_SIZE) + 1;
      const page = await chatApi.history(api, roomId, number, CHAT_PAGE_SIZE);
      setMessages((m) => mergeMessages(m, page.data));
      if (number * CHAT_PAGE_SIZE >= page.meta.total) setReachedStart(true);
    } catch {
      notify('error', t('chat.load_failed'));
    } finally {
      setLoadingEarlier(false);
    }
  }, [api, roomId, t, known]);

  useEffect(() => {
    void loadLatest();
  }, [loadLatest]);

  // While open, the room is read: now, and as the other side writes.
  useEffect(() => {
    if (!active) return;
    setReading(roomId);
    markRead();
    return () => setReading(null);
  }, [active, roomId, markRead]);

  useLiveEvent('chat.message', ({ message }) => {
    if (message.chat_id !== roomId) return;
    setMessages((m) => mergeMessages(m, [message]));
    if (active && message.sender_id !== me) markRead();
  });
  useLiveEvent('resync', () => void loadLatest());

  useEffect(() => {
    if (!active || live === 'open') return;
    const timer = setInterval(() => void loadLatest(), CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [active, live, loadLatest]);

  /** Sends `text`; false when it failed (the toast is shown, the composer keeps the text). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        const sent = await chatApi.send(api, roomId, text);
        setMessages((m) => mergeMessages(m, [sent.data]));
        return true;
      } catch (error) {
        // Spec §8: 'chat error', also logged; a 429 says what to do (wait) in the server's words.
        console.error('chat error', error);
        const tooFast = error instanceof ApiResponseError && error.status === 429 && error.data?.message;
        notify('error', tooFast || t('chat.error'));
        return false;
      }
    },
    [api, roomId, t],
  );

  return {
    messages,
    status,
    hasEarlier: status === 'ready' && !reachedStart,
    loadingEarlier,
    loadEarlier,
    retry: loadLatest,
    send,
  };
}
