import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXT_MAX } from '../../../contract/chat-values';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';

/** Characters left shown from here on. */
const SHOW_LEFT_BELOW = 200;

/**
 * The message field: Enter sends, Shift+Enter adds a line (IME composition is left alone), at
 * most 2 000 characters. The text is cleared only once the server took it: a failed send keeps it
 * for another try (spec §8). While sending, the button shows it and a second send waits.
 */
export function Composer({ onSend }: { onSend(text: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const trimmed = text.trim();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || sending) return;
    setSending(true);
    const sent = await onSend(trimmed);
    setSending(false);
    if (sent) setText('');
    // The button is disabled while sending; the focus goes back to the field for the next message.
    field.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  const left = CHAT_TEXT_MAX - text.length;

  return (
    <form onSubmit={(e) => void submit(e)} className="flex items-end gap-2 border-t border-line bg-surface-raised p-3" aria-busy={sending}>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('chat.message_label')}
        </label>
        <textarea
          id={id}
          ref={field}
          data-autofocus=""
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_TEXT_MAX}
          rows={1}
          placeholder={t('chat.placeholder')}
          aria-describedby={`${id}-hint`}
          className={`block max-h-32 min-h-11 w-full resize-none rounded-2xl border border-line bg-surface px-4 py-2.5 text-base text-ink placeholder:text-ink-muted [field-sizing:content] ${focusRing}`}
        />
        <p id={`${id}-hint`} className="sr-only">
          {t('chat.hint')}
        </p>
        {left < SHOW_LEFT_BELOW && (
          <p className="mt-1 text-end text-xs text-ink-muted" aria-live="polite">
            {`${text.length}/${CHAT_TEXT_MAX}`}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={!trimmed || sending}
        aria-label={sending ? t('chat.sending') : t('chat.send')}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-brand-ink hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`}
      >
        {sending ? (
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current rtl:-scale-x-100">
            <path d="M3.4 20.4l17.45-7.48a1 1 0 0 0 0-1.84L3.4 3.6a.993.993 0 0 0-1.39.91L2 9.12c0 .5.37.93.87.99L17 12 2.87 13.88c-.5.07-.87.5-.87 1l.01 4.61c0 .71.73 1.2 1.39.91z" />
          </svg>
        )}
      </button>
    </form>
  );
}
