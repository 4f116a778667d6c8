import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { parseSocialErrorCode, SOCIAL_ERROR_PARAM, socialErrorKey } from './social-errors';

/**
 * Why the last social sign-in did not work, from `?social_error=` (set by the callback route).
 * A notice in the page, rendered on the server, so it shows without JavaScript; announced as an
 * alert. For the /login page (and /register if it wants it).
 */
export function SocialSignInError() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = parseSocialErrorCode(params.get(SOCIAL_ERROR_PARAM));
  if (!code) return null;
  return (
    <p role="alert" className="mb-4 rounded-xl border border-negative/40 bg-surface-raised px-4 py-3 text-sm text-negative">
      {t(socialErrorKey[code])}
    </p>
  );
}
