/**
 * One cart's calls, one after another: each starts when the one before has ended (a quantity sent
 * twice must land in order), and those in flight are counted in the store's `saving`, which the
 * cart views show. The customer's cart (customer-cart.ts) and a group member's part
 * (group-order/member-cart.ts) each have one.
 */
type SavingStore = { setState(update: (state: { saving: number }) => { saving: number }): void };

export function createCallQueue(store: () => SavingStore) {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    enqueue<T>(work: () => Promise<T>): Promise<T> {
      const run = queue.then(work, work);
      queue = run.catch(() => undefined);
      return run;
    },
    async saving<T>(work: () => Promise<T>): Promise<T> {
      store().setState((s) => ({ saving: s.saving + 1 }));
      try {
        return await work();
      } finally {
        store().setState((s) => ({ saving: s.saving - 1 }));
      }
    },
  };
}
