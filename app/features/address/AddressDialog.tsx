import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Modal } from '../../ui/overlay/Modal';
import { focusRing } from '../../ui/styles';
import type { AddressFormErrors } from './address-form';
import type { ChosenAddress } from './chosen-address';
import { PinIcon } from './AddressButton';

// Leaflet is the heaviest part: a chunk of its own, so the text field is usable before it arrives.
const MapPicker = lazy(() => import('./MapPicker'));

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  current: ChosenAddress;
  /** `map_tile_url` setting; tiles may not load (offline): the pin still works on a blank map. */
  tileUrl: string;
};

/** Back to this page without `page`: the new address may have fewer pages of shops. */
function backTarget(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Keeps a signed number in one piece inside right-to-left text (Unicode isolate marks). */
const isolate = (text: string) => `\u2066${text}\u2069`;

/**
 * Change the delivery address: the text couriers read and a pin for the delivery-zone checks.
 * Posts to /address (a real form: a 303 brings the page back and every loader revalidates).
 */
export default function AddressDialog({ open, onOpenChange, current, tileUrl }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ errors: AddressFormErrors }>();
  const { pathname, search } = useLocation();
  const [point, setPoint] = useState(current.location);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  // Only ever rendered in the browser (the chunk loads on the first tap).
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const submitted = useRef(false);
  const ids = useId();
  const errors = fetcher.data?.errors;

  // A successful save redirects (the page reloads its data): then the dialog has done its job.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !submitted.current) return;
    submitted.current = false;
    if (!fetcher.data?.errors) onOpenChange(false);
  }, [fetcher.state, fetcher.data, onOpenChange]);

  const locate = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setPoint({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('address.title')} fullScreen="phone">
      <fetcher.Form
        method="post"
        action="/address"
        className="flex flex-col gap-4 p-4"
        onSubmit={() => {
          submitted.current = true;
        }}
      >
        <input type="hidden" name="intent" value="address" />
        <input type="hidden" name="redirectTo" value={backTarget(pathname, search)} />
        <input type="hidden" name="latitude" value={point.latitude} />
        <input type="hidden" name="longitude" value={point.longitude} />
        <div>
          <label htmlFor={`${ids}-address`} className="block text-sm font-medium">
            {t('address.field')}
          </label>
          <input
            id={`${ids}-address`}
            name="address"
            required
            maxLength={300}
            autoComplete="street-address"
            dir="auto"
            defaultValue={current.address}
            aria-invalid={errors?.address ? true : undefined}
            aria-describedby={errors?.address ? `${ids}-address-error` : undefined}
            placeholder={t('address.placeholder')}
            className={`mt-1 w-full rounded-xl border border-line bg-surface px-3 py-2.5 text-ink ${focusRing}`}
          />
          {errors?.address && (
            <p id={`${ids}-address-error`} className="mt-1 text-sm text-negative">
              {t('address.error.address')}
            </p>
          )}
        </div>
        <div>
          <div className="flex items-center justify-between gap-2">
            <p id={`${ids}-map-label`} className="text-sm font-medium">
              {t('address.map')}
            </p>
            {canLocate && (
              <button
                type="button"
                onClick={locate}
                disabled={locating === 'busy'}
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-brand hover:bg-line/60 disabled:opacity-60 ${focusRing}`}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current" strokeWidth="2">
                  <circle cx="12" cy="12" r="7" />
                  <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
                </svg>
                {locating === 'busy' ? t('address.locating') : t('address.use_location')}
              </button>
            )}
          </div>
          <Suspense fallback={<div className="mt-2 h-64 rounded-xl bg-line/50 sm:h-72" />}>
            <MapPicker
              point={point}
              tileUrl={tileUrl}
              labelledBy={`${ids}-map-label`}
              markerLabel={t('address.pin')}
              onPick={(p) => setPoint({ latitude: round(p.latitude), longitude: round(p.longitude) })}
            />
          </Suspense>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted" aria-live="polite" data-testid="address-point">
            <PinIcon className="size-4" />
            {t('address.coordinates', { latitude: isolate(point.latitude.toFixed(5)), longitude: isolate(point.longitude.toFixed(5)) })}
          </p>
          {locating === 'failed' && <p className="mt-1 text-sm text-negative">{t('address.locate_failed')}</p>}
          {errors?.location && <p className="mt-1 text-sm text-negative">{t('address.error.location')}</p>}
          <p className="mt-1 text-xs text-ink-muted">{t('address.map_hint')}</p>
        </div>
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className={`rounded-full bg-brand px-5 py-3 font-semibold text-brand-ink hover:opacity-90 disabled:opacity-60 ${focusRing}`}
        >
          {t('address.save')}
        </button>
      </fetcher.Form>
    </Modal>
  );
}
