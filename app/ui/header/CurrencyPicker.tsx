import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import type { Currency } from '../../../contract/presentation';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { closeMenu, Dropdown, menuItem, menuKeyDown, type DropdownPlacement } from '../Dropdown';

/**
 * Currency pick (spec §4): stores the chosen currency object app-wide (persisted) and closes; the
 * `currency_id` cookie lets the server render the next page in it too.
 */
export function CurrencyPicker({ currencies, placement }: { currencies: Currency[]; placement?: DropdownPlacement }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const current = useRootStore((s) => s.currency);
  const setCurrency = useRootStore((s) => s.setCurrency);
  return (
    <Dropdown
      placement={placement}
      label={t('currency.label')}
      button={<>{current ? `${current.title} (${current.symbol})` : t('currency.label')}</>}
    >
      <fetcher.Form
        method="post"
        action="/preferences"
        onSubmit={(e) => {
          const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const chosen = currencies.find((c) => String(c.id) === submitter?.value);
          if (chosen) setCurrency(chosen);
          closeMenu(e.currentTarget);
        }}
      >
        <input type="hidden" name="intent" value="currency" />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <ul>
          {currencies.map((c) => (
            <li key={c.id}>
              <button
                type="submit"
                name="value"
                value={c.id}
                onKeyDown={menuKeyDown}
                aria-current={c.id === current?.id ? 'true' : undefined}
                className={menuItem}
              >
                {c.title} ({c.symbol})
              </button>
            </li>
          ))}
        </ul>
      </fetcher.Form>
    </Dropdown>
  );
}
