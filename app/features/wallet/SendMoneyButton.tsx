import { lazy, Suspense } from 'react';
import type { Currency } from '../../../contract/presentation';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLazyDialog } from '../../ui/overlay/use-lazy-dialog';
import { primaryButton } from '../profile/Field';

// The dialog (search, amount, confirmation) loads on the first tap.
const SendMoneyDialog = lazy(() => import('./SendMoneyDialog'));

type Props = { currency: (Pick<Currency, 'symbol' | 'position'> & { id: number }) | null };

/** "Send money" on /wallet (issue #17): opens the send dialog; needs JavaScript (a live search). */
export function SendMoneyButton({ currency }: Props) {
  const { t } = useTranslation();
  const dialog = useLazyDialog();
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={dialog.show} className={primaryButton}>
        {t('wallet.send.open')}
      </button>
      {dialog.requested && (
        <Suspense>
          <SendMoneyDialog open={dialog.open} onOpenChange={dialog.setOpen} currency={currency} />
        </Suspense>
      )}
    </>
  );
}
