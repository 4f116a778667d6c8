import { useTranslation } from 'react-i18next';
import type { Language } from '../../../contract/presentation';
import { closeMenu, Dropdown, type DropdownPlacement } from '../Dropdown';
import { PreferenceForm, PreferenceOption } from './PreferenceForm';

/**
 * Language pick (spec §4): closes, then the preferences action saves `locale` and `dir` cookies
 * and the root loader brings that language's strings; the progress bar runs meanwhile.
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
  const { t } = useTranslation();
  const currentTitle = languages.find((l) => l.locale === current)?.title ?? current;
  const globe = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </svg>
  );
  return (
    <Dropdown placement={placement} label={t('language.label')} button={<>{globe}{currentTitle}</>}>
      <PreferenceForm intent="locale" onSubmit={(e) => closeMenu(e.currentTarget)}>
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
