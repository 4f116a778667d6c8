import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';
import { FieldMessage, inputClass } from '../profile/Field';
import type { FieldError } from '../profile/messages';

// The address dialog's map (Leaflet), only in the browser and only once this form is on screen.
const MapPicker = lazy(() => import('../address/MapPicker'));

const round = (n: number) => Math.round(n * 1e6) / 1e6;

type Point = { latitude: string; longitude: string };

/**
 * BS1 `location`: two number fields, so the form works without JavaScript; in the browser the
 * map's pin moves them (as on the saved-address form).
 */
export function LocationField({ form, start, tileUrl, error }: { form: string; start: Point; tileUrl: string; error?: FieldError | undefined }) {
  const { t } = useTranslation();
  const ids = useId();
  const hydrated = useRenderedInBrowser();
  const [point, setPoint] = useState(start);
  const errorId = `${form}-location-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend id={`${ids}-map`} className="text-lg font-semibold">
        {t('seller.section.location')}
      </legend>
      {hydrated && (
        <Suspense fallback={<div className="mt-2 h-64 rounded-xl bg-line/50 sm:h-72" />}>
          <MapPicker
            point={{ latitude: Number(point.latitude) || 0, longitude: Number(point.longitude) || 0 }}
            tileUrl={tileUrl}
            labelledBy={`${ids}-map`}
            markerLabel={t('seller.pin')}
            onPick={(p) => setPoint({ latitude: String(round(p.latitude)), longitude: String(round(p.longitude)) })}
          />
        </Suspense>
      )}
      <div className="mt-2 grid grid-cols-2 gap-3">
        {(['latitude', 'longitude'] as const).map((axis) => (
          <label key={axis} className="text-sm font-medium">
            {t(`address.${axis}`)}
            <input name={axis} type="number" dir="ltr" required step="any" min={axis === 'latitude' ? -90 : -180} max={axis === 'latitude' ? 90 : 180}
              value={point[axis]} onChange={(e) => setPoint((p) => ({ ...p, [axis]: e.target.value }))}
              aria-invalid={error ? true : undefined} className={`${inputClass} rtl:text-right`} />
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-muted">{t('seller.map_hint')}</p>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
