import { createStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Currency } from '../../../contract/presentation';
import { addToSearchHistory } from './search-history';

/**
 * App-wide client state (spec §3). Only `liked`, `currency` and `search` are saved, in
 * localStorage under `root` at version 1; anything else (the cart, later) stays in memory.
 * One store per page load (and per server render), never a module singleton shared by requests.
 */
export type RootState = {
  /** Liked shops, keyed by uuid (value: shop id). */
  liked: Record<string, number>;
  currency: Currency | null;
  search: string[];
  setCurrency(currency: Currency): void;
  toggleLiked(uuid: string, shopId: number): void;
  addSearch(term: string): void;
  clearSearch(): void;
  /** Logout (spec §4): liked shops and search history go; the currency is a display choice and stays. */
  resetForLogout(): void;
};

export const PERSIST_KEY = 'root';
export const PERSIST_VERSION = 1;

export type PersistedRootState = Pick<RootState, 'liked' | 'currency' | 'search'>;

export function createRootStore(initial: { currency: Currency | null }) {
  return createStore<RootState>()(
    persist(
      (set) => ({
        liked: {},
        currency: initial.currency,
        search: [],
        setCurrency: (currency) => set({ currency }),
        toggleLiked: (uuid, shopId) =>
          set((s) => {
            const liked = { ...s.liked };
            if (liked[uuid] === undefined) liked[uuid] = shopId;
            else delete liked[uuid];
            return { liked };
          }),
        addSearch: (term) => set((s) => ({ search: addToSearchHistory(s.search, term) })),
        clearSearch: () => set({ search: [] }),
        resetForLogout: () => set({ liked: {}, search: [] }),
      }),
      {
        name: PERSIST_KEY,
        version: PERSIST_VERSION,
        storage: createJSONStorage(() => localStorage),
        partialize: (s): PersistedRootState => ({ liked: s.liked, currency: s.currency, search: s.search }),
        // Restored explicitly after hydration (and never on auth-style pages, spec §2).
        skipHydration: true,
      },
    ),
  );
}

export type RootStore = ReturnType<typeof createRootStore>;
