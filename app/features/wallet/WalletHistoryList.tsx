import { Link } from 'react-router';
import type { Currency } from '../../../contract/presentation';
import { formatLocalDateTime, isolate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { Avatar } from '../../ui/Avatar';
import { focusRing } from '../../ui/styles';
import { orderTimeZone } from '../orders/order-time';
import { isOutgoing, kindKey, otherParty, personName } from './wallet-history';
import type { WalletHistory } from './wallet-types';

type Props = { entries: WalletHistory[]; currency: Pick<Currency, 'symbol' | 'position'> | null };

/**
 * One page of the wallet's movements (W1, newest first): kind, the other person of a transfer,
 * the amount signed (+ in green, − out), the date, the note, and the order it paid or refunded.
 * The sign and amount sit in one left-to-right run so an Arabic page keeps "+$5.00" (lib/money).
 */
export function WalletHistoryList({ entries, currency }: Props) {
  const { t, locale } = useTranslation();
  if (!entries.length) {
    return <p className="rounded-2xl border border-dashed border-line px-4 py-12 text-center text-ink-muted">{t('wallet.history.empty')}</p>;
  }
  return (
    <ul className="grid gap-3" data-testid="wallet-history">
      {entries.map((entry) => {
        const out = isOutgoing(entry.type);
        const party = otherParty(entry);
        const name = personName(party);
        return (
          <li key={entry.id} className="flex items-start gap-3 rounded-2xl border border-line bg-surface-raised p-4" data-testid="wallet-entry">
            {party ? <Avatar img={party.img} alt="" className="size-10" /> : <KindIcon out={out} />}
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-semibold">
                  {t(kindKey(entry.type))}
                  {name && <span className="font-normal text-ink-muted"> · <bdi>{t(out ? 'wallet.history.to' : 'wallet.history.from', { name })}</bdi></span>}
                </span>
                <span dir="ltr" className={`font-semibold tabular-nums ${out ? 'text-negative' : 'text-positive'}`}>
                  <span className="sr-only">{t(out ? 'wallet.history.out' : 'wallet.history.in')} </span>
                  {`${out ? '−' : '+'}${formatMoney(entry.price, currency)}`}
                </span>
              </div>
              <time dateTime={entry.created_at} className="text-sm text-ink-muted">
                {isolate(formatLocalDateTime(entry.created_at, orderTimeZone(), locale))}
              </time>
              {entry.note && <p className="break-words text-sm"><bdi>{entry.note}</bdi></p>}
              {entry.order_id !== null && (
                <Link to={`/orders/${entry.order_id}`} className={`w-fit text-sm font-medium text-ink underline underline-offset-2 ${focusRing}`}>
                  {t('wallet.history.order', { id: entry.order_id })}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function KindIcon({ out }: { out: boolean }) {
  return (
    <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-line">
      <svg viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2" strokeLinecap="round">
        {out ? <path d="M12 5v14M6 13l6 6 6-6" /> : <path d="M12 19V5M6 11l6-6 6 6" />}
      </svg>
    </span>
  );
}
