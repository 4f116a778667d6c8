import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { FieldMessage } from '../profile/Field';
import type { FieldError } from '../profile/messages';
import type { ChoiceOption } from './load-seller';

type Props = {
  form: string;
  name: string;
  legend: string;
  options: ChoiceOption[];
  ticked: ReadonlySet<number>;
  error?: FieldError | undefined;
};

const box = `size-4 shrink-0 accent-brand ${focusRing}`;

function Choice({ name, option, ticked }: { name: string; option: ChoiceOption; ticked: ReadonlySet<number> }) {
  return (
    <label className="flex items-center gap-2 py-1 text-sm">
      <input type="checkbox" name={name} value={option.id} defaultChecked={ticked.has(option.id)} className={box} />
      <bdi dir="auto">{option.title}</bdi>
    </label>
  );
}

/** Checkboxes for BS1's `categories[]` / `tags[]`; sub-categories under their parent. */
export function ChoiceGroup({ form, name, legend, options, ticked, error }: Props) {
  const { t } = useTranslation();
  const errorId = `${form}-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {options.length ? (
        <ul className="mt-1 gap-x-4 sm:columns-2">
          {options.map((option) => (
            <li key={option.id} className="break-inside-avoid">
              <Choice name={name} option={option} ticked={ticked} />
              {option.children?.length ? (
                <ul className="ms-6">
                  {option.children.map((child) => (
                    <li key={child.id}>
                      <Choice name={name} option={child} ticked={ticked} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t('seller.none')}</p>
      )}
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
