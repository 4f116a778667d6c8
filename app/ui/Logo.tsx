import { useTranslation } from '../lib/i18n/I18nProvider';

/** The wordmark; colours follow the theme tokens so it reads on light and dark. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <circle cx="16" cy="16" r="15" className="fill-brand" />
        <path d="M9 17c0-4 3-7 7-7s7 3 7 7H9Z M8 19h16v2H8z" className="fill-brand-ink" />
      </svg>
      {t('app.name')}
    </span>
  );
}
