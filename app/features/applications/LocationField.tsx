import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { FieldMessage } from '../profile/Field';
import type { FieldError } from '../profile/messages';
import { PinInputs, PinMap } from '../address/PinFields';

type Point = { latitude: string; longitude: string };

/**
 * BS1 `location`: two number fields, so the form works without JavaScript; in the browser the
 * map's pin moves them (as on the saved-address form).
 */
export function LocationField({ form, start, tileUrl, error }: { form: string; start: Point; tileUrl: string; error?: FieldError | undefined }) {
  const { t } = useTranslation();
  const ids = useId();
  const [point, setPoint] = useState(start);
  const errorId = `${form}-location-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend id={`${ids}-map`} className="text-lg font-semibold">
        {t('seller.section.location')}
      </legend>
      <PinMap pin={point} onPin={setPoint} tileUrl={tileUrl} labelledBy={`${ids}-map`} markerLabel={t('seller.pin')} />
      <PinInputs pin={point} onPin={setPoint} invalid={Boolean(error)} className="mt-2 grid grid-cols-2 gap-3" />
      <p className="mt-1 text-xs text-ink-muted">{t('seller.map_hint')}</p>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
