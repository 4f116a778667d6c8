import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card, Field, FieldMessage, inputClass, primaryButton } from '../profile/Field';
import type { FieldErrors } from '../profile/messages';
import { ChoiceGroup } from './ChoiceGroup';
import { ImageField } from './ImageField';
import { LocationField } from './LocationField';
import type { ChoiceOption } from './load-seller';
import { tickedIds, type SellerValues } from './seller-form';

const FORM = 'seller';

type Props = {
  categories: ChoiceOption[];
  tags: ChoiceOption[];
  errors: FieldErrors;
  /** What was typed, when a post was refused. */
  values?: SellerValues | undefined;
  /** The customer's phone and where the pin starts (the chosen delivery address). */
  phone: string | null;
  start: { latitude: number; longitude: number };
  tileUrl: string;
};

const section = `${card} grid gap-4 sm:grid-cols-2`;

/** Fields drawn with their own message; a refusal about anything else is said under the form. */
const OWN_FIELDS = new Set([
  'title', 'description', 'address', 'phone', 'logo', 'cover', 'categories', 'tags', 'min_amount', 'tax', 'price',
  'price_per_km', 'delivery_time_from', 'delivery_time_to', 'location',
]);

/**
 * The BS1 application (contract §2.26): the shop's texts in the page's language, phone, logo and
 * cover, categories and tags, prices, delivery time and the pin. One multipart post to the route's
 * action (`intent=apply`), which uploads the pictures and sends BS1; errors come back per field.
 */
export function SellerForm({ categories, tags, errors, values, phone, start, tileUrl }: Props) {
  const { t, locale } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'apply';
  const typed = (name: keyof SellerValues, fallback = '') => values?.[name] ?? fallback;
  const field = (name: keyof SellerValues, label: string, { defaultValue, ...more }: Record<string, unknown> = {}) => (
    <Field form={FORM} name={name} label={label} {...more} defaultValue={typed(name, defaultValue as string | undefined)} error={errors[name]} />
  );
  const formError = errors.form ?? Object.entries(errors).find(([name]) => !OWN_FIELDS.has(name))?.[1];
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01', dir: 'ltr', defaultValue: '0' };
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="grid gap-4" aria-label={t('seller.title')} data-testid="seller-form">
      <input type="hidden" name="locale" value={locale} />
      <section className={section} aria-labelledby={`${FORM}-shop`}>
        <h2 id={`${FORM}-shop`} className="text-lg font-semibold sm:col-span-2">{t('seller.section.shop')}</h2>
        {field('title', t('seller.field.title'), { required: true, maxLength: 100, dir: 'auto', autoComplete: 'organization' })}
        {field('phone', t('seller.field.phone'), { required: true, type: 'tel', dir: 'ltr', maxLength: 20, autoComplete: 'tel', defaultValue: phone ? `+${phone.replace(/^\+/, '')}` : '' })}
        {field('address', t('seller.field.address'), { required: true, maxLength: 255, dir: 'auto', className: 'sm:col-span-2', autoComplete: 'street-address' })}
        <div className="sm:col-span-2">
          <label htmlFor={`${FORM}-description`} className="text-sm font-medium">{t('seller.field.description')}</label>
          <textarea id={`${FORM}-description`} name="description" rows={3} maxLength={1000} dir="auto" defaultValue={typed('description')}
            aria-invalid={errors.description ? true : undefined} aria-describedby={errors.description ? `${FORM}-description-error` : undefined}
            className={inputClass} />
          <FieldMessage id={`${FORM}-description-error`} error={errors.description} />
        </div>
      </section>

      <section className={section} aria-labelledby={`${FORM}-pictures`}>
        <h2 id={`${FORM}-pictures`} className="text-lg font-semibold sm:col-span-2">{t('seller.section.pictures')}</h2>
        <ImageField form={FORM} name="logo" label={t('seller.field.logo')} error={errors.logo} kept={values?.logo_title || undefined} />
        <ImageField form={FORM} name="cover" label={t('seller.field.cover')} error={errors.cover} kept={values?.cover_title || undefined} />
      </section>

      <section className={`${card} grid gap-4`} aria-labelledby={`${FORM}-categories`}>
        <h2 id={`${FORM}-categories`} className="text-lg font-semibold">{t('seller.section.categories')}</h2>
        <ChoiceGroup form={FORM} name="categories" legend={t('seller.field.categories')} options={categories} ticked={tickedIds(values?.categories)} error={errors.categories} />
        <ChoiceGroup form={FORM} name="tags" legend={t('seller.field.tags')} options={tags} ticked={tickedIds(values?.tags)} error={errors.tags} />
      </section>

      <section className={section} aria-labelledby={`${FORM}-delivery`}>
        <h2 id={`${FORM}-delivery`} className="text-lg font-semibold sm:col-span-2">{t('seller.section.delivery')}</h2>
        {field('min_amount', t('seller.field.min_amount'), money)}
        {field('tax', t('seller.field.tax'), { ...money, max: 100 })}
        {field('price', t('seller.field.price'), money)}
        {field('price_per_km', t('seller.field.price_per_km'), money)}
        {field('delivery_time_from', t('seller.field.time_from'), { type: 'number', inputMode: 'numeric', min: 1, max: 1000, required: true, dir: 'ltr' })}
        {field('delivery_time_to', t('seller.field.time_to'), { type: 'number', inputMode: 'numeric', min: 1, max: 1000, required: true, dir: 'ltr' })}
        <div>
          <label htmlFor={`${FORM}-delivery_time_type`} className="text-sm font-medium">{t('seller.field.time_unit')}</label>
          <select id={`${FORM}-delivery_time_type`} name="delivery_time_type" defaultValue={typed('delivery_time_type', 'minute')} className={inputClass}>
            <option value="minute">{t('seller.unit.minute')}</option>
            <option value="hour">{t('seller.unit.hour')}</option>
          </select>
        </div>
      </section>

      <div className={card}>
        <LocationField form={FORM} tileUrl={tileUrl} error={errors.location}
          start={{ latitude: typed('latitude', String(start.latitude)), longitude: typed('longitude', String(start.longitude)) }} />
      </div>

      <FieldMessage id={`${FORM}-form-error`} error={formError} />
      <div>
        <button type="submit" name="intent" value="apply" disabled={busy} aria-busy={busy || undefined} className={`${primaryButton} disabled:opacity-60`}>
          {busy ? t('applications.sending') : t('seller.submit')}
        </button>
      </div>
    </Form>
  );
}
