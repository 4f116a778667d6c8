import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLazyDialog } from '../../ui/overlay/use-lazy-dialog';
import { focusRing } from '../../ui/styles';

// The chat window and the dialog library load on the first tap.
const ChatWidget = lazy(() => import('./ChatWidget'));

/** Floating chat entry for signed-in customers (spec §2); the conversation comes with the chat issue. */
export default function ChatButton() {
  const { t } = useTranslation();
  const dialog = useLazyDialog();
  return (
    <>
      <button
        type="button"
        aria-label={t('chat.open')}
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
        className={`fixed bottom-5 end-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand text-brand-ink shadow-lg hover:opacity-90 ${focusRing}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current" strokeWidth="1.8">
          <path d="M4 5h16v11H9l-5 4V5z" strokeLinejoin="round" />
        </svg>
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <ChatWidget open={dialog.open} onOpenChange={dialog.setOpen} />
        </Suspense>
      )}
    </>
  );
}
