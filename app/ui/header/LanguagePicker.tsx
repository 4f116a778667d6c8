import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { Language } from '../../../contract/presentation';
import { closeMenu, Dropdown, type DropdownPlacement } from '../Dropdown';
import { PreferenceForm, PreferenceOption } from './PreferenceForm';

/**
 * Language pick (spec §4): progress bar on, picker closed, that language's strings fetched
 * (`/locales/{lng}/translation.json`, with retries), `locale` and `dir` cookies saved by the
 * preferences action, the language and direction switched, progress bar off when the page's
 * data in the new language has arrived. Without JavaScript the form posts and the page reloads.
 */
export function LanguagePicker({
  languages,
  current,
  placement,
}: {
  languages: Language[];
  current: string;
  placement?: DropdownPlacement;
}) {
  const { t, setSwitching, showLanguage } = useTranslation();
  const currentTitle = languages.find((l) => l.locale === current)?.title ?? current;
  const globe = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </svg>
  );
  return (
    <Dropdown placement={placement} label={t('language.label')} button={<>{globe}{currentTitle}</>}>
      <PreferenceForm
        intent="locale"
        onSubmit={(e, value, save) => {
          e.preventDefault();
          const language = languages.find((l) => l.locale === value);
          if (!language) return;
          setSwitching(true);
          closeMenu(e.currentTarget);
          // The loader (with its retries) is fetched with the first pick: most visits never switch.
          import('../../lib/i18n/load-locale')
            .then(({ loadLocale }) => loadLocale(language.locale))
            .then((bundle) => {
              save();
              showLanguage({ locale: language.locale, dir: language.backward ? 'rtl' : 'ltr', bundle });
            })
            // The strings could not be fetched: saving still works, and the page reloads its data in
            // that language from the server.
            .catch((error: unknown) => {
              console.error(error);
              save();
            })
            .finally(() => setSwitching(false));
        }}
      >
        <ul>
          {languages.map((l) => (
            <PreferenceOption key={l.locale} value={l.locale} lang={l.locale} selected={l.locale === current}>
              {l.title}
            </PreferenceOption>
          ))}
        </ul>
      </PreferenceForm>
    </Dropdown>
  );
}
