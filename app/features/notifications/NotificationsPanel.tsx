import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Sheet } from '../../ui/overlay/Sheet';

/**
 * The notifications panel. The list, counts and read state come with the notifications issue;
 * until the API has notifications, the panel shows the spec's empty state.
 */
export default function NotificationsPanel({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('notifications.title')}>
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center text-ink-muted">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 fill-none stroke-current" strokeWidth="1.4">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
        </svg>
        <p>{t('notifications.empty')}</p>
      </div>
    </Sheet>
  );
}
