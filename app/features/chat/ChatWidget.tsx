import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Modal } from '../../ui/overlay/Modal';

/** The chat window: a modal, full screen on phones. Messages arrive with the realtime chat issue. */
export default function ChatWidget({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('chat.title')} fullScreen="phone">
      <p className="px-6 py-10 text-center text-ink-muted">{t('chat.soon')}</p>
    </Modal>
  );
}
