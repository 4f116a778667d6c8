import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';
import { inputClass } from '../profile/Field';

// The address dialog's map (Leaflet), only in the browser and only once a form with a pin is on screen.
const MapPicker = lazy(() => import('./MapPicker'));

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A pin as its two number fields hold it (text, so a half-typed value stays as typed). */
export type PinText = { latitude: string; longitude: string };
type Point = { latitude: number; longitude: number };

/**
 * The map that moves a form's pin (saved addresses, a parcel's two ends, a seller's shop): drawn
 * in the browser only; a tap sets both fields. `start` is where it opens while the fields are empty.
 */
export function PinMap({ pin, onPin, tileUrl, labelledBy, markerLabel, start }: {
  pin: PinText; onPin(pin: PinText): void; tileUrl: string; labelledBy: string; markerLabel: string; start?: Point;
}) {
  const hydrated = useRenderedInBrowser();
  if (!hydrated) return null;
  const point = pin.latitude && pin.longitude ? { latitude: Number(pin.latitude) || 0, longitude: Number(pin.longitude) || 0 } : (start ?? { latitude: 0, longitude: 0 });
  return (
    <Suspense fallback={<div className="mt-2 h-64 rounded-xl bg-line/50 sm:h-72" />}>
      <MapPicker point={point} tileUrl={tileUrl} labelledBy={labelledBy} markerLabel={markerLabel}
        onPick={(p) => onPin({ latitude: String(round(p.latitude)), longitude: String(round(p.longitude)) })} />
    </Suspense>
  );
}

/** The pin's latitude and longitude fields: the form works without JavaScript through them. */
export function PinInputs({ pin, onPin, names = { latitude: 'latitude', longitude: 'longitude' }, invalid, testIdPrefix, className = 'grid grid-cols-2 gap-3' }: {
  pin: PinText; onPin(pin: PinText): void; names?: PinText; invalid?: boolean; testIdPrefix?: string; className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      {(['latitude', 'longitude'] as const).map((axis) => (
        <label key={axis} className="text-sm font-medium">
          {t(`address.${axis}`)}
          <input name={names[axis]} type="number" dir="ltr" required step="any" min={axis === 'latitude' ? -90 : -180} max={axis === 'latitude' ? 90 : 180}
            value={pin[axis]} onChange={(e) => onPin({ ...pin, [axis]: e.target.value })}
            aria-invalid={invalid ? true : undefined} data-testid={testIdPrefix ? `${testIdPrefix}${names[axis]}` : undefined}
            className={`${inputClass} rtl:text-right`} />
        </label>
      ))}
    </div>
  );
}
