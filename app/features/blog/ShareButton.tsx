import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pillLink } from '../../ui/styles';
import { notify } from '../../ui/toast/notify';

/**
 * Share a page: the system share sheet where there is one (navigator.share), else the link is
 * copied. A cancelled share sheet is not an error.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error | null)?.name === 'AbortError') return;
        // Not allowed here (an embedded frame, a test browser): copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('content.share.copied'));
    } catch {
      notify('error', t('content.share.failed'));
    }
  }
  return (
    <button type="button" onClick={() => void share()} className={`inline-flex items-center gap-2 ${pillLink}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 3v12M7 8l5-5 5 5M5 14v6h14v-6" />
      </svg>
      {t('content.share')}
    </button>
  );
}
