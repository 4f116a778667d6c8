import { Link } from 'react-router';
import type { BookingTable, ShopSection } from '../../../contract/booking';
import { fixedWidth } from '../../lib/images';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';
import { bookingHref } from './booking-href';

type Props = {
  shopId: number;
  sections: ShopSection[];
  section: ShopSection | null;
  tables: BookingTable[];
  table: BookingTable | null;
  date: string;
};

const chosen = (on: boolean) => (on ? 'border-brand ring-2 ring-brand' : 'border-line hover:bg-surface-raised');

/**
 * BK2's sections (with their pictures) and BK4's tables of the chosen one, as links: choosing
 * is navigating (`?section=`, `?table=`), so it works before JavaScript and the back button
 * undoes it. The chosen one is `aria-current`.
 */
export function SeatingPicker({ shopId, sections, section, tables, table, date }: Props) {
  const { t } = useTranslation();
  if (!sections.length) return <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">{t('booking.no_sections')}</p>;
  return (
    <div className="grid grid-cols-1 gap-5">
      <nav aria-labelledby="sections-title">
        <h2 id="sections-title" className="text-lg font-bold">{t('booking.sections')}</h2>
        <ul className="mt-2 flex gap-3 overflow-x-auto pb-2">
          {sections.map((s) => {
            const on = s.id === section?.id;
            return (
              <li key={s.id} className="shrink-0">
                <Link to={bookingHref(shopId, { section: s.id, date })} aria-current={on ? 'page' : undefined} preventScrollReset
                  className={`grid w-40 gap-1 rounded-2xl border p-2 ${chosen(on)} ${focusRing}`}>
                  {s.img ? (
                    <StoredImage src={s.img} alt="" width={320} height={200} {...fixedWidth(160)} className="aspect-[8/5] w-full rounded-xl bg-line object-cover" />
                  ) : (
                    <span className="aspect-[8/5] w-full rounded-xl bg-line" />
                  )}
                  <span className="truncate font-semibold">{s.translation?.title ?? `#${s.id}`}</span>
                  <span className="text-xs text-ink-muted">{t('booking.section.tables', { count: s.tables_count })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-labelledby="tables-title">
        <h2 id="tables-title" className="text-lg font-bold">{t('booking.tables')}</h2>
        {tables.length ? (
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5">
            {tables.map((tb) => {
              const on = tb.id === table?.id;
              return (
                <li key={tb.id}>
                  <Link to={bookingHref(shopId, { section: section?.id, table: tb.id, date })} aria-current={on ? 'page' : undefined} preventScrollReset
                    className={`grid rounded-xl border px-3 py-2 ${chosen(on)} ${focusRing}`}>
                    <span className="font-semibold">{t('booking.table.name', { name: tb.name })}</span>
                    <span className="text-sm text-ink-muted">{t('booking.table.seats', { count: tb.chair_count })}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-2 text-ink-muted">{t('booking.no_tables')}</p>
        )}
      </nav>
    </div>
  );
}
