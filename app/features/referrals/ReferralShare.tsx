import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useCopyLink } from '../../ui/use-copy-link';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';
import { pillLink } from '../../ui/styles';
import { inputClass, primaryButton } from '../profile/Field';

/**
 * The customer's code and share link (contract §5.10): the link in a read-only field (selected on
 * focus, for copying by hand), Copy (clipboard, with an announced "Copied") and Share where the
 * browser has a share sheet (navigator.share, checked after hydration so the server's HTML matches).
 */
export function ReferralShare({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  const { copied, copy, field } = useCopyLink(link);
  const canShare = useRenderedInBrowser() && typeof navigator.share === 'function';

  return (
    <div className="grid gap-3">
      <p>
        {t('referrals.your_code')}{' '}
        <strong dir="ltr" className="font-mono text-lg" data-testid="referral-code">{code}</strong>
      </p>
      <div>
        <label htmlFor="referral-link" className="text-sm font-medium">{t('referrals.link_label')}</label>
        <input id="referral-link" ref={field} readOnly value={link} dir="ltr" onFocus={(e) => e.currentTarget.select()} className={`${inputClass} font-mono text-sm`} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={`${primaryButton} min-w-32`} onClick={() => void copy()}>
          {copied ? t('referrals.copied') : t('referrals.copy')}
        </button>
        {canShare && (
          <button type="button" className={pillLink} onClick={() => void navigator.share({ title: t('referrals.share_message'), url: link }).catch(() => undefined)}>
            {t('referrals.share')}
          </button>
        )}
        <span role="status" aria-live="polite" className="sr-only">{copied ? t('referrals.copied') : ''}</span>
      </div>
    </div>
  );
}
