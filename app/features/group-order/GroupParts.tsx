import type { Currency } from '../../../contract/presentation';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { focusRing } from '../../ui/styles';
import { CartLineItem } from '../cart/CartLineItem';
import type { MemberPart } from './group-cart-view';

type Props = {
  parts: MemberPart[];
  currency: Pick<Currency, 'symbol' | 'position'> | null;
  /** The looker's own lines are editable (a line's new quantity; below its minimum removes it). */
  onQuantity?(key: string, quantity: number, minQty: number): void;
  /** The owner removes a member (asks first: the caller's dialog). */
  onRemove?(part: MemberPart): void;
  /** Two columns from 1024px (the member view, across the page); one in the narrow cart. */
  wide?: boolean;
};

/**
 * Every member's part of a group cart (contract §5.7): name (the looker's marked "you", the
 * owner "organiser"), status (choosing / done), the lines with their addons and the subtotal.
 * Only the looker's own lines have steppers; the others are read only.
 */
export function GroupParts({ parts, currency, onQuantity, onRemove, wide = false }: Props) {
  const { t } = useTranslation();
  return (
    <ul className={`grid gap-3 ${wide ? 'lg:grid-cols-2 lg:items-start' : ''}`} aria-label={t('group.members')}>
      {parts.map((part) => {
        const headingId = `group-part-${part.key}`;
        return (
          <li key={part.key} aria-labelledby={headingId} className="rounded-xl border border-line p-3" data-testid="group-part">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="min-w-0 flex-1 truncate font-semibold">
                <bdi>{part.isSelf ? t('group.you_named', { name: part.name }) : part.name}</bdi>
                {part.isOwner && <span className="ms-2 text-xs font-medium text-ink-muted">{t('group.owner')}</span>}
              </h3>
              {!part.isOwner && (
                <span
                  data-testid="group-status"
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${part.choosing ? 'bg-line text-ink' : 'bg-positive text-surface-raised'}`}
                >
                  {part.choosing ? t('group.status.choosing') : t('group.status.done')}
                </span>
              )}
              {onRemove && !part.isOwner && (
                <button
                  type="button"
                  onClick={() => onRemove(part)}
                  aria-label={t('group.remove_member', { name: part.name })}
                  className={`inline-flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-line hover:text-negative ${focusRing}`}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="1.8">
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              )}
            </div>
            {part.lines.length ? (
              <ul className="divide-y divide-line">
                {part.lines.map((line) =>
                  part.isSelf && onQuantity ? (
                    <CartLineItem key={line.key} line={line} currency={currency} onQuantity={(q) => onQuantity(line.key, q, line.minQty)} />
                  ) : (
                    <li key={line.key} className="flex gap-2 py-2 text-sm" data-testid="group-line">
                      <span className="shrink-0 tabular-nums text-ink-muted">{line.quantity}×</span>
                      <span className="min-w-0 flex-1">
                        <bdi>{line.title}</bdi>
                        {line.extras.length > 0 && <span className="block text-ink-muted">{line.extras.join(' · ')}</span>}
                        {line.addons.map((a) => (
                          <span key={a.key} className="block text-ink-muted">
                            {t('cart.addon', { title: a.title, quantity: a.quantity })}
                          </span>
                        ))}
                      </span>
                      <span className="shrink-0 tabular-nums">{formatMoney(line.price, currency)}</span>
                    </li>
                  ),
                )}
              </ul>
            ) : (
              <p className="py-2 text-sm text-ink-muted">{t('group.no_lines')}</p>
            )}
            <p className="flex justify-between border-t border-line pt-2 text-sm">
              <span>{t('group.subtotal')}</span>
              <span className="font-semibold tabular-nums" data-testid="group-subtotal">{formatMoney(part.subtotal, currency)}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
