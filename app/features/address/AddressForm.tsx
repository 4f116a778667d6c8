import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import type { ChosenAddress } from './chosen-address';

type Props = {
  current: ChosenAddress;
  /** Where the saved address sends the visitor back to. */
  redirectTo: string;
  /** Per-field messages from a refused post (422). */
  errors?: Partial<Record<'address' | 'location', string>>;
};

/**
 * The address as a plain form (text and coordinates) posting to the `/address` action: the page
 * visitors without JavaScript reach from every address entry. With JavaScript the entries open
 * the dialog with the map instead, and this code is never loaded.
 */
export function AddressForm({ current, redirectTo, errors = {} }: Props) {
  const { t } = useTranslation();
  const field = `mt-1 w-full rounded-xl border border-line bg-surface px-3 py-2 text-ink ${focusRing}`;
  const error = (key: 'address' | 'location') =>
    errors[key] ? (
      <span id={`address-error-${key}`} role="alert" className="mt-1 block text-sm text-negative">
        {t(`address.error.${key}`)}
      </span>
    ) : null;
  return (
    <form method="post" action="/address" className="grid gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-2 sm:p-6">
      <input type="hidden" name="intent" value="address" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label className="text-sm font-medium sm:col-span-2">
        {t('address.field')}
        <input
          name="address"
          required
          maxLength={300}
          // A Latin street in an Arabic page reads from its start (its own direction).
          dir="auto"
          defaultValue={current.address}
          placeholder={t('address.placeholder')}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? 'address-error-address' : undefined}
          className={field}
        />
        {error('address')}
      </label>
      <label className="text-sm font-medium">
        {t('address.latitude')}
        <input name="latitude" type="number" dir="ltr" required step="any" min={-90} max={90} defaultValue={current.location.latitude} className={`${field} rtl:text-right`} />
      </label>
      <label className="text-sm font-medium">
        {t('address.longitude')}
        <input name="longitude" type="number" dir="ltr" required step="any" min={-180} max={180} defaultValue={current.location.longitude} className={`${field} rtl:text-right`} />
      </label>
      {error('location')}
      <button type="submit" className={`rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-ink sm:col-span-2 ${focusRing}`}>
        {t('address.save')}
      </button>
    </form>
  );
}
