/**
 * Endpoints of API-CONTRACT.md §2 that Comanda does not answer yet, each with the open issue that
 * builds it. The conformance suite (tests/api/contract/*.test.ts) asserts that every endpoint
 * listed here is still missing (404 "No route") and that every other one conforms, so CI stays
 * green while features are pending and fails as soon as this list is wrong in either direction:
 *
 * - your feature made one of these answer → delete its line here; the suite then checks the
 *   answer against the contract (the case tables in this folder say what is sent and read);
 * - an endpoint lost its route → build it, or list it here with the issue that will.
 *
 * Keys are the contract's numbers (§2); `endpoint` is the case's method and path, checked by
 * not-built.test.ts so an entry can never point at nothing. `issue: 'later'` is for endpoints the
 * contract itself marks [later] and no issue builds yet (decision 0012): they wait for one.
 */
export type NotBuilt = { issue: number | 'later'; endpoint: string };

export const notBuilt: Readonly<Record<string, NotBuilt>> = {
  // [later] in the contract, and no issue builds them yet (decision 0012): guest checkout totals
  // of a group (#16 built the rest of group orders), auto-repeat schedules and guest orders. When an issue is filed for them, move them to it.
  GC7: { issue: 'later', endpoint: 'POST rest/cart/calculate/{cart}' },
  O7: { issue: 'later', endpoint: 'POST dashboard/user/orders/{order}/repeat' },
  O8: { issue: 'later', endpoint: 'DELETE dashboard/user/orders/{order}/delete-repeat' },
  O9: { issue: 'later', endpoint: 'POST rest/orders' },
  O10: { issue: 'later', endpoint: 'GET rest/orders/{order}' },
};
