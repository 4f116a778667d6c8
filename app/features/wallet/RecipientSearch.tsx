import { useEffect, useId, useState } from 'react';
import type { Paginated } from '../../../contract/http';
import { browserApiClient } from '../../lib/api/browser-client';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Avatar } from '../../ui/Avatar';
import { focusRing } from '../../ui/styles';
import { inputClass } from '../profile/Field';
import { searchTerm } from './send-form';
import { personName } from './wallet-history';
import type { SendingCandidate } from './wallet-types';

/** Contract §5.9: the search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400;

type State = { term: string; status: 'loading' | 'done' | 'failed'; people: SendingCandidate[] } | null;

/**
 * Step one of sending money: find a customer by name, e-mail or phone (W3). The term is trimmed
 * and never blank, asked 400 ms after the last keystroke; an answer to an older term is dropped.
 * Results show a picture and a name only — W3 sends nothing else.
 */
export function RecipientSearch({ onPick, error }: { onPick(person: SendingCandidate): void; error?: string | undefined }) {
  const { t, locale } = useTranslation();
  const apiBase = useBrowserApiBase();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<State>(null);
  const term = searchTerm(typed);

  useEffect(() => {
    if (!term) return;
    let live = true;
    const timer = setTimeout(() => {
      setState({ term, status: 'loading', people: [] });
      browserApiClient(apiBase, locale)
        .get<Paginated<SendingCandidate>>('dashboard/user/search-sending', { search: term, perPage: 10 })
        .then(
          (answer) => live && setState({ term, status: 'done', people: answer.data }),
          () => live && setState({ term, status: 'failed', people: [] }),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, apiBase, locale]);

  const current = term && state?.term === term ? state : null;
  const status = !term ? '' : !current || current.status === 'loading' ? t('wallet.search.searching') : current.status === 'failed' ? t('account.genericError') : current.people.length ? t('wallet.search.found', { count: current.people.length }) : t('wallet.search.none');
  return (
    <div className="grid gap-3">
      <div>
        <label htmlFor={`${id}-search`} className="text-sm font-medium">{t('wallet.search.label')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={100}
          autoComplete="off"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
        <span id={`${id}-hint`} className="mt-1 block text-sm text-ink-muted">{t('wallet.search.hint')}</span>
        {error && <span id={`${id}-error`} role="alert" className="mt-1 block text-sm text-negative">{error}</span>}
      </div>
      <p role="status" className="text-sm text-ink-muted">{status}</p>
      {current && current.people.length > 0 && (
        <ul className="grid gap-1" aria-label={t('wallet.search.results')}>
          {current.people.map((person) => (
            <li key={person.uuid}>
              <button type="button" onClick={() => onPick(person)} className={`flex w-full items-center gap-3 rounded-xl px-3 py-2 text-start hover:bg-line ${focusRing}`}>
                <Avatar img={person.img} alt="" className="size-10" />
                <span className="truncate font-medium"><bdi>{personName(person) || t('wallet.search.no_name')}</bdi></span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
