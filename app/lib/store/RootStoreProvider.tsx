import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { useStore } from 'zustand';
import type { Currency } from '../../../contract/presentation';
import { createRootStore, type RootState, type RootStore } from './root-store';

const RootStoreContext = createContext<RootStore | null>(null);

/** Spec §3: restoring the saved store may take at most 5 s; after that the page goes on without it. */
export const RESTORE_TIMEOUT_MS = 5_000;

const restoreTimeout = () => new Promise<void>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS));

type Props = {
  children: ReactNode;
  /** The currency the server rendered with (cookie, else the default currency). */
  currency: Currency | null;
  /** Active currencies: a restored choice that is no longer active falls back (contract §5.2). */
  currencies: Currency[];
  /** Auth-style pages do not restore the persisted store (spec §2). */
  restore: boolean;
};

export function RootStoreProvider({ children, currency, currencies, restore }: Props) {
  const [store] = useState(() => createRootStore({ currency }));
  const { submit } = useFetcher();
  useEffect(() => {
    if (!restore || store.persist.hasHydrated()) return;
    void Promise.race([Promise.resolve(store.persist.rehydrate()), restoreTimeout()]).then(() => {
      const restored = store.getState().currency;
      const active = restored && currencies.find((c) => c.id === restored.id);
      // Re-select the saved currency with today's rate, or fall back to what the server chose.
      if (active) {
        store.getState().setCurrency(active);
        // The cookie was lost but the browser remembers: save it again through the preferences
        // action, so the server renders in the restored currency (this page too, on revalidation).
        if (active.id !== currency?.id) {
          void submit(
            { intent: 'currency', value: String(active.id), redirectTo: location.pathname + location.search },
            { method: 'post', action: '/preferences' },
          );
        }
      } else if (currency) store.getState().setCurrency(currency);
    });
  }, [store, restore, currency, currencies, submit]);
  return <RootStoreContext.Provider value={store}>{children}</RootStoreContext.Provider>;
}

export function useRootStore<T>(selector: (state: RootState) => T): T {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useRootStore needs a RootStoreProvider');
  return useStore(store, selector);
}
