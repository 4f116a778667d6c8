import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useSearchParams } from 'react-router';
import { notify } from '../../ui/toast/notify';

/**
 * After a 401 the server sends the visitor to `/login?reason=unauthorized` with the session
 * cleared (spec §6); this shows the translated unauthorized toast once (id `unauthorized`) and
 * tidies the address.
 */
export function UnauthorizedNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const unauthorized = params.get('reason') === 'unauthorized';
  useEffect(() => {
    if (!unauthorized) return;
    notify('error', t('errors.unauthorized'), { id: 'unauthorized' });
    setParams(
      (p) => {
        p.delete('reason');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [unauthorized, t, setParams]);
  return null;
}
