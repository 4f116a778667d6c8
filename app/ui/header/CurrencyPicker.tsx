import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { Currency } from '../../../contract/presentation';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { closeMenu, Dropdown, type DropdownPlacement } from '../Dropdown';
import { PreferenceForm, PreferenceOption } from './PreferenceForm';

/**
 * Currency pick (spec §4): stores the chosen currency object app-wide (persisted) and closes; the
 * `currency_id` cookie lets the server render the next page in it too.
 */
export function CurrencyPicker({ currencies, placement }: { currencies: Currency[]; placement?: DropdownPlacement }) {
  const { t } = useTranslation();
  const current = useRootStore((s) => s.currency);
  const setCurrency = useRootStore((s) => s.setCurrency);
  const label = (c: Currency) => `${c.title} (${c.symbol})`;
  return (
    <Dropdown placement={placement} label={t('currency.label')} button={current ? label(current) : t('currency.label')}>
      <PreferenceForm
        intent="currency"
        onSubmit={(e, value) => {
          const chosen = currencies.find((c) => String(c.id) === value);
          if (chosen) setCurrency(chosen);
          closeMenu(e.currentTarget);
        }}
      >
        <ul>
          {currencies.map((c) => (
            <PreferenceOption key={c.id} value={c.id} selected={c.id === current?.id}>
              {label(c)}
            </PreferenceOption>
          ))}
        </ul>
      </PreferenceForm>
    </Dropdown>
  );
}
