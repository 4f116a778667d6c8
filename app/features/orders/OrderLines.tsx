import type { Order, OrderAddonDetail } from '../../../contract/orders';
import { Fragment } from 'react';
import { fixedWidth } from '../../lib/images';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { cents, formatMoney, fromCents } from '../../lib/money';
import { StoredImage } from '../../ui/StoredImage';

const titleOf = (line: OrderAddonDetail) => line.stock?.product.translation?.title ?? '';

/**
 * The order's lines as ordered (§5.1 "Order detail"): a line costs its own total plus its addons';
 * the struck-through old price adds the line's discount back. Prices are frozen in the order.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <ul className="divide-y divide-line">
      {order.details.map((line) => {
        const total = fromCents(line.addons.reduce((sum, a) => sum + cents(a.total_price), cents(line.total_price)));
        // Each option value isolated (`<bdi>`): "350 ml" never reads "ml 350" in an Arabic page.
        const extras = line.stock?.extras.map((e, i) => <Fragment key={e.id}>{i > 0 && t('order.list_separator')}<bdi>{e.value}</bdi></Fragment>);
        return (
          <li key={line.id} className="flex gap-3 py-3">
            {line.stock?.product.img ? (
              <StoredImage src={line.stock.product.img} alt="" width={56} height={56} {...fixedWidth(56)} className="size-14 shrink-0 rounded-xl object-cover" />
            ) : (
              <span aria-hidden="true" className="size-14 shrink-0 rounded-xl bg-line" />
            )}
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="font-medium">
                {titleOf(line)} <span className="text-ink-muted">{t('order.quantity', { count: line.quantity })}</span>
              </p>
              {/* A group order's line says whose it is (issue #16). */}
              {line.member_name && (
                <p className="text-sm font-medium text-ink-muted" data-testid="order-line-member">
                  {t('group.order_line_for', { name: line.member_name })}
                </p>
              )}
              {extras && extras.length > 0 && <p className="text-sm text-ink-muted">{extras}</p>}
              {line.addons.length > 0 && (
                <ul className="text-sm text-ink-muted">
                  {line.addons.map((addon) => (
                    <li key={addon.id}>+ {titleOf(addon)} {t('order.quantity', { count: addon.quantity })}</li>
                  ))}
                </ul>
              )}
              {line.note && <p className="text-sm italic text-ink-muted">{line.note}</p>}
            </div>
            <p className="shrink-0 text-end tabular-nums">
              <span className="block font-semibold">{money(total)}</span>
              {line.discount > 0 && <s className="block text-sm text-ink-muted">{money(fromCents(cents(total) + cents(line.discount)))}</s>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
