import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Modal } from '../../ui/overlay/Modal';
import { focusRing, pillLink } from '../../ui/styles';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The visitor agreed: empty the cart, then add. */
  onConfirm(): void;
};

/** Spec §5: only one shop's items may be in the cart; adding another shop's asks first. */
export default function ReplaceCartPrompt({ open, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('cart.replace.title')} closeButton={false}>
      <div className="flex flex-col gap-5 p-4 sm:p-6">
        <p>{t('cart.replace.text')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={pillLink} onClick={() => onOpenChange(false)}>
            {t('cart.replace.cancel')}
          </button>
          <button
            type="button"
            className={`rounded-full bg-brand px-4 py-2 font-semibold text-brand-ink hover:opacity-90 ${focusRing}`}
            onClick={onConfirm}
          >
            {t('cart.replace.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
