import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { TranslationKey } from '../../lib/i18n/en';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { notify } from '../../ui/toast/notify';

/**
 * "Saved" after an action's 303 (`?saved=<what>`). The server draws it as a status line, which is
 * what a visitor without JavaScript sees; with JavaScript it becomes a success toast and the
 * parameter is tidied away, so a reload does not say it again.
 */
export function SavedNotice({ messages }: { messages: Record<string, TranslationKey> }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const key = messages[params.get('saved') ?? ''];
  useEffect(() => {
    if (!key) return;
    notify('success', t(key));
    setParams(
      (p) => {
        p.delete('saved');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, t, setParams]);
  if (!key) return null;
  return (
    <p role="status" className="rounded-xl border border-line bg-surface-raised px-4 py-3 font-medium text-positive">
      {t(key)}
    </p>
  );
}
