import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';
import { card, inputClass, secondaryButton } from '../profile/Field';
import { ParcelFieldError } from './ParcelFieldError';
import type { POINT_FIELDS, ParcelFormErrors, ParcelFormValues, Side } from './parcel-form';
import { PinInputs, PinMap } from '../address/PinFields';

type Point = { latitude: number; longitude: number };

type Props = {
  side: Side;
  /** Typed values (a refused post) or the defaults (the sender's from the profile). */
  values: ParcelFormValues;
  errors: ParcelFormErrors | undefined;
  /** Where the map opens when this side has no pin yet. */
  start: Point;
  tileUrl: string;
  /** The pin as text (what the number fields hold), reported up for the price (PC2). */
  pin: { latitude: string; longitude: string };
  onPin(pin: { latitude: string; longitude: string }): void;
};

/**
 * One end of the parcel (sender or receiver): name, phone, the address text with house, stage and
 * room, and the pin. The pin is two number fields, so the form works without JavaScript; in the
 * browser the address dialog's map picker (opened on demand) moves them, as on saved locations.
 */
export function ParcelPointFields({ side, values, errors, start, tileUrl, pin, onPin }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const hydrated = useRenderedInBrowser();
  const [mapOpen, setMapOpen] = useState(false);
  const f = <N extends (typeof POINT_FIELDS)[number]>(name: N) => `${side}_${name}` as `${Side}_${N}`;
  const field = (name: 'name' | 'phone' | 'address' | 'house' | 'stage' | 'room', label: string, attrs: Record<string, unknown> = {}) => {
    const id = `parcel-${f(name)}`;
    const error = errors?.[f(name)];
    return (
      <div className={name === 'address' ? 'sm:col-span-2' : ''}>
        <label htmlFor={id} className="text-sm font-medium">{label}</label>
        <input id={id} name={f(name)} defaultValue={values[f(name)] ?? ''} maxLength={name === 'address' ? 500 : 100} dir="auto"
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} {...attrs} />
        <ParcelFieldError id={`${id}-error`} error={error} />
      </div>
    );
  };
  return (
    <fieldset className={`${card} min-w-0`} data-testid={`parcel-${side}`}>
      <legend className="float-start mb-3 text-lg font-semibold">{t(`parcels.${side}.title`)}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">
      {field('name', t('parcels.field.name'), { required: true, autoComplete: side === 'from' ? 'name' : 'off' })}
      {field('phone', t('parcels.field.phone'), { required: true, type: 'tel', dir: 'ltr', autoComplete: side === 'from' ? 'tel' : 'off', className: `${inputClass} rtl:text-right` })}
      {field('address', t('address.field'), { required: true, autoComplete: side === 'from' ? 'street-address' : 'off', placeholder: t('address.placeholder') })}
      <div className="grid grid-cols-3 gap-3 sm:col-span-2">
        {field('house', t('parcels.field.house'))}
        {field('stage', t('parcels.field.stage'))}
        {field('room', t('parcels.field.room'))}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${ids}-map`} className="text-sm font-medium">{t('address.map')}</p>
          {hydrated && (
            <button type="button" aria-expanded={mapOpen} aria-controls={`${ids}-map-box`} onClick={() => setMapOpen((o) => !o)} className={`${secondaryButton} py-1.5 text-sm`}>
              {mapOpen ? t('parcels.map.close') : t('parcels.map.open')}
            </button>
          )}
        </div>
        <div id={`${ids}-map-box`}>
          {mapOpen && <PinMap pin={pin} onPin={onPin} tileUrl={tileUrl} labelledBy={`${ids}-map`} markerLabel={t(`parcels.${side}.pin`)} start={start} />}
        </div>
        <PinInputs pin={pin} onPin={onPin} names={{ latitude: f('latitude'), longitude: f('longitude') }} testIdPrefix="parcel-" />
        <p className="text-xs text-ink-muted">{t('parcels.map.hint')}</p>
      </div>
      </div>
    </fieldset>
  );
}
