import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useCopyLink } from '../../ui/use-copy-link';
import { Modal } from '../../ui/overlay/Modal';
import { focusRing, pillLink } from '../../ui/styles';
import { inputClass, primaryButton } from '../profile/Field';

type Props = { open: boolean; onOpenChange(open: boolean): void; url: string; shopTitle: string };

/**
 * The owner's share dialog (lazy chunk, issue #16): the invite link in a read-only field (selected
 * on focus, for copying by hand), "Copy link" with its "Copied" feedback (announced), and the
 * browser's share sheet where there is one (navigator.share).
 */
export default function ShareDialog({ open, onOpenChange, url, shopTitle }: Props) {
  const { t } = useTranslation();
  const { copied, copy, field } = useCopyLink(url);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('group.share.title')}>
      <div className="flex flex-col gap-4 p-4 sm:p-6" data-testid="group-share">
        <p className="text-ink-muted">{t('group.share.text')}</p>
        <div>
          <label htmlFor="group-share-link" className="text-sm font-medium">
            {t('group.share.link_label')}
          </label>
          <input
            id="group-share-link"
            ref={field}
            readOnly
            value={url}
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
            className={`${inputClass} font-mono text-sm`}
          />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {canShare && (
            <button
              type="button"
              className={pillLink}
              onClick={() => void navigator.share({ title: t('group.share.message', { shop: shopTitle }), url }).catch(() => undefined)}
            >
              {t('group.share.share')}
            </button>
          )}
          <button type="button" className={`${primaryButton} min-w-32`} onClick={() => void copy()}>
            {copied ? t('group.share.copied') : t('group.share.copy')}
          </button>
          <span role="status" aria-live="polite" className="sr-only">
            {copied ? t('group.share.copied') : ''}
          </span>
        </div>
        <button type="button" className={`self-center text-sm text-ink-muted underline ${focusRing}`} onClick={() => onOpenChange(false)}>
          {t('group.share.close')}
        </button>
      </div>
    </Modal>
  );
}
