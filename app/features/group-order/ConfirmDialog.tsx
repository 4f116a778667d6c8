import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Modal } from '../../ui/overlay/Modal';
import { focusRing, pillLink } from '../../ui/styles';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  text: string;
  confirm: string;
  /** Defaults to "Go back". */
  cancel?: string;
  onConfirm(): void;
  danger?: boolean;
};

/** A yes/no question of the group order (remove a member, cancel, leave, order before all are done). Lazy. */
export default function ConfirmDialog({ open, onOpenChange, title, text, confirm, cancel, onConfirm, danger = false }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeButton={false}>
      <div className="flex flex-col gap-5 p-4 sm:p-6">
        <p>{text}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={pillLink} onClick={() => onOpenChange(false)}>
            {cancel ?? t('group.back')}
          </button>
          <button
            type="button"
            className={`rounded-full px-4 py-2 font-semibold hover:opacity-90 ${danger ? 'bg-negative text-surface-raised' : 'bg-brand text-brand-ink'} ${focusRing}`}
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
