import { useTranslation } from '../../lib/i18n/I18nProvider';
import { parcelMessageText, type ParcelMessage } from './parcel-messages';

/** A message at its field (or the form's), announced when it appears. */
export function ParcelFieldError({ id, error }: { id: string; error: ParcelMessage | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <span id={id} role="alert" className="mt-1 block text-sm break-words text-negative">{parcelMessageText(t, error)}</span>;
}
