import type { DeliveryDay } from '../../../contract/delivery-slots';
import { useTranslation } from '../../lib/i18n/I18nProvider';

const chip = 'relative cursor-pointer rounded-xl border border-line px-3 py-2 text-center text-sm has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-brand-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand';

/**
 * The §5.6 picker: 7 day tabs (contract/delivery-slots.ts `deliveryDays`) and the chosen day's
 * slots, as radio buttons (a plain form field each). A closed day stays choosable so the page
 * can say 'Shop is closed' and ask for another day, as the spec does. Every day's slots came with
 * the page: with JavaScript a day shows its slots at once (`onDate`); without, the page's
 * "Update" asks for them.
 */
export function SlotPicker({ days, date, time, pickup, onDate }: {
  days: DeliveryDay[];
  date: string;
  /** The slot the page was given, kept when its day is shown. */
  time: { date: string; start: string };
  pickup: boolean;
  onDate(date: string): void;
}) {
  const { t, locale } = useTranslation();
  const day = days.find((d) => d.date === date);
  const dayName = (d: DeliveryDay) =>
    d.offset === 0
      ? t('checkout.day.today')
      : new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${d.date}T12:00:00Z`));
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-lg font-semibold">{pickup ? t('checkout.when.pickup') : t('checkout.when')}</legend>
      {/* Seven equal pills, each as wide as the widest (the grid is sized to its content, so its
          1fr columns all take the largest day's width), filling the row where it is wider and
          scrolling sideways where it is not; a day's name stays on one line, its parts in the
          language's own order ("jue 26", "30 Mon"). */}
      <div className="overflow-x-auto pb-1">
        <div className="grid w-max min-w-full auto-cols-fr grid-flow-col gap-2">
          {days.map((d) => (
            <label key={d.date} className={`${chip} px-2! whitespace-nowrap`} data-testid="checkout-day">
              <input type="radio" name="date" value={d.date} checked={d.date === date} onChange={() => onDate(d.date)} className="sr-only" />
              <span className="block font-medium">{dayName(d)}</span>
              {d.disabled && <span className="block text-xs">{t('checkout.day.closed')}</span>}
            </label>
          ))}
        </div>
      </div>
      {day?.disabled ? (
        <p role="alert" className="rounded-xl border border-negative/40 bg-surface px-3 py-2 text-negative">
          <strong>{t('checkout.api.shopClosed')}</strong> {t('checkout.chooseOtherDay')}
        </p>
      ) : day ? (
        <div key={day.date} role="radiogroup" aria-label={t('checkout.slots')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {day.slots.map((slot) => (
            <label key={slot.start} className={chip}>
              <input type="radio" name="time" value={slot.start} className="sr-only"
                defaultChecked={day.date === time.date ? slot.start === time.start : slot === day.slots[0]} />
              <span dir="ltr">{slot.label}</span>
            </label>
          ))}
        </div>
      ) : (
        <p className="text-ink-muted">{t('checkout.noSlots')}</p>
      )}
    </fieldset>
  );
}
