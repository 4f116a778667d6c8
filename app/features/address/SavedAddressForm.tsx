import { useId, useState } from 'react';
import { Form, Link } from 'react-router';
import type { Address } from '../../../contract/addresses';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card, Field, FieldMessage, primaryButton, secondaryButton } from '../profile/Field';
import { SubmitButton } from '../profile/SubmitButton';
import type { ChosenAddress } from './chosen-address';
import type { SavedAddressErrors, SavedAddressValues } from './saved-address-form';
import { PinInputs, PinMap } from './PinFields';

type Props = {
  /** The address being edited; none = a new one. */
  editing?: Address | undefined;
  /** Where the pin of a new address starts: the chosen delivery address. */
  start: ChosenAddress;
  tileUrl: string;
  errors: SavedAddressErrors;
  /** What was typed, when a post was refused. */
  values?: SavedAddressValues | undefined;
};

/**
 * Add or edit a saved address (AD2/AD3 through the /saved-locations action): title, the address
 * text and its parts, and the pin. The pin is two number fields, so the form works without
 * JavaScript; in the browser the map (the address dialog's MapPicker) moves them.
 */
export function SavedAddressForm({ editing, start, tileUrl, errors, values }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const form = editing ? 'address-edit' : 'address-new';
  const typed = (name: keyof SavedAddressValues, saved: string | null | undefined) => values?.[name] ?? saved ?? '';
  const initial = editing
    ? { latitude: editing.location[0], longitude: editing.location[1] }
    : start.location;
  const [point, setPoint] = useState({
    latitude: values?.latitude ?? String(initial.latitude),
    longitude: values?.longitude ?? String(initial.longitude),
  });
  const parts = editing?.address;

  return (
    <Form method="post" noValidate className={`${card} grid gap-4 sm:grid-cols-2`} aria-labelledby={`${form}-heading`}>
      <h2 id={`${form}-heading`} className="text-lg font-semibold sm:col-span-2">
        {editing ? t('addresses.editing') : t('addresses.new')}
      </h2>
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <Field form={form} name="title" label={t('addresses.field.title')} placeholder={t('addresses.field.titleHint')} maxLength={100} dir="auto"
        defaultValue={typed('title', editing?.title)} error={errors.title} />
      <Field form={form} name="address" label={t('address.field')} placeholder={t('address.placeholder')} required maxLength={300} dir="auto"
        autoComplete="street-address" defaultValue={typed('address', parts?.address ?? (editing ? '' : start.address))} error={errors.address} />
      <Field form={form} name="floor" label={t('addresses.field.floor')} maxLength={50} defaultValue={typed('floor', parts?.floor)} error={errors.floor} />
      <Field form={form} name="house" label={t('addresses.field.house')} maxLength={50} defaultValue={typed('house', parts?.house)} error={errors.house} />
      <Field form={form} name="entrance" label={t('addresses.field.entrance')} maxLength={50} defaultValue={typed('entrance', parts?.entrance)} error={errors.entrance} />
      <Field form={form} name="comment" label={t('addresses.field.comment')} maxLength={500} dir="auto" defaultValue={typed('comment', parts?.comment)} error={errors.comment} />
      <fieldset className="sm:col-span-2" aria-describedby={errors.location ? `${form}-location-error` : undefined}>
        <legend id={`${ids}-map-label`} className="text-sm font-medium">{t('address.map')}</legend>
        <PinMap pin={point} onPin={setPoint} tileUrl={tileUrl} labelledBy={`${ids}-map-label`} markerLabel={t('address.pin')} />
        <PinInputs pin={point} onPin={setPoint} invalid={Boolean(errors.location)} className="mt-2 grid grid-cols-2 gap-3" />
        <p className="mt-1 text-xs text-ink-muted">{t('address.map_hint')}</p>
        <FieldMessage id={`${form}-location-error`} error={errors.location} />
      </fieldset>
      {!editing && (
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input type="checkbox" name="active" value="1" defaultChecked className="size-4 accent-brand" />
          {t('addresses.field.makeActive')}
        </label>
      )}
      <FieldMessage id={`${form}-form-error`} error={errors.form} />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SubmitButton intent={editing ? 'update' : 'create'} className={primaryButton}>
          {editing ? t('addresses.save') : t('addresses.add')}
        </SubmitButton>
        {editing && (
          <Link to="/saved-locations" className={secondaryButton}>
            {t('addresses.cancel')}
          </Link>
        )}
      </div>
    </Form>
  );
}
