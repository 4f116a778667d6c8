import { Form, useNavigation } from 'react-router';
import { VEHICLE_TYPES } from '../../../contract/application-values';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card, Field, FieldMessage, inputClass, primaryButton } from '../profile/Field';
import type { FieldErrors } from '../profile/messages';
import type { CourierValues } from './courier-form';
import { ImageField } from './ImageField';

const FORM = 'courier';

/** The courier application (name, phone, city, vehicle, licence picture), posted to /deliver's action. */
export function CourierForm({ errors, values, name, phone }: { errors: FieldErrors; values?: CourierValues | undefined; name: string; phone: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction === '/deliver';
  const vehicleError = errors.vehicle_type;
  const formError = errors.form ?? Object.entries(errors).find(([k]) => !['name', 'phone', 'city', 'vehicle_type', 'licence'].includes(k))?.[1];
  return (
    <Form method="post" action="/deliver" encType="multipart/form-data" noValidate className={`${card} grid gap-4 sm:grid-cols-2`}
      aria-labelledby={`${FORM}-title`} data-testid="courier-form">
      <h2 id={`${FORM}-title`} className="text-lg font-semibold sm:col-span-2">{t('courier.form.title')}</h2>
      <Field form={FORM} name="name" label={t('courier.field.name')} required maxLength={100} dir="auto" autoComplete="name"
        defaultValue={values?.name ?? name} error={errors.name} />
      <Field form={FORM} name="phone" label={t('courier.field.phone')} required type="tel" dir="ltr" maxLength={20} autoComplete="tel"
        defaultValue={values?.phone ?? phone} error={errors.phone} />
      <Field form={FORM} name="city" label={t('courier.field.city')} required maxLength={100} dir="auto" autoComplete="address-level2"
        defaultValue={values?.city ?? ''} error={errors.city} />
      <div>
        <label htmlFor={`${FORM}-vehicle_type`} className="text-sm font-medium">{t('courier.field.vehicle')}</label>
        <select id={`${FORM}-vehicle_type`} name="vehicle_type" required defaultValue={values?.vehicle_type ?? ''} className={inputClass}
          aria-invalid={vehicleError ? true : undefined} aria-describedby={vehicleError ? `${FORM}-vehicle_type-error` : undefined}>
          <option value="" disabled>{t('courier.vehicle.choose')}</option>
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>{t(`courier.vehicle.${type}`)}</option>
          ))}
        </select>
        <FieldMessage id={`${FORM}-vehicle_type-error`} error={vehicleError} />
      </div>
      <div className="sm:col-span-2">
        <ImageField form={FORM} name="licence" label={t('courier.field.licence')} error={errors.licence} kept={values?.licence_title || undefined} />
      </div>
      {formError && (
        <div className="sm:col-span-2">
          <FieldMessage id={`${FORM}-form-error`} error={formError} />
        </div>
      )}
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${primaryButton} disabled:opacity-60`}>
          {busy ? t('applications.sending') : t('courier.submit')}
        </button>
      </div>
    </Form>
  );
}
