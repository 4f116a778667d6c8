import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pillLink } from '../../ui/styles';

/** The courier app's store links (settings `delivery_app_android`, `delivery_app_ios`); nothing when neither is set. */
export function CourierApps({ settings }: { settings: Record<string, string> }) {
  const { t } = useTranslation();
  const links = [
    ['delivery_app_android', 'footer.android'],
    ['delivery_app_ios', 'footer.ios'],
  ] as const;
  const shown = links.filter(([key]) => settings[key]);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="courier-apps" className="grid gap-2">
      <h2 id="courier-apps" className="text-lg font-semibold">{t('courier.apps')}</h2>
      <ul className="flex flex-wrap gap-3">
        {shown.map(([key, label]) => (
          <li key={key}>
            <a href={settings[key]} className={`${pillLink} inline-block`} rel="noopener noreferrer" target="_blank">{t(label)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
