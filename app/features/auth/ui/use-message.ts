import { useTranslation } from '../../../lib/i18n/I18nProvider';
import type { Message } from '../auth-forms';

/** The visitor's text of a form message (interface string, or server text as written). */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: Message | undefined) => (message ? ('key' in message ? t(message.key) : message.text) : undefined);
}
