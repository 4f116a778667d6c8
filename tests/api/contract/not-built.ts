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
  // #18 parcels and table reservations.
  PC1: { issue: 18, endpoint: 'GET rest/parcel-order/types' },
  PC2: { issue: 18, endpoint: 'GET rest/parcel-order/calculate-price' },
  PC3: { issue: 18, endpoint: 'POST dashboard/user/parcel-orders' },
  PC4: { issue: 18, endpoint: 'GET dashboard/user/parcel-orders' },
  PC5: { issue: 18, endpoint: 'GET dashboard/user/parcel-orders/{parcel}' },
  PC6: { issue: 18, endpoint: 'POST dashboard/user/parcel-orders/{parcel}/status/change' },
  PC7: { issue: 18, endpoint: 'POST dashboard/user/parcel-orders/deliveryman-review/{parcel}' },
  PAY2: { issue: 18, endpoint: 'POST payments/parcel-order/{parcel}/transactions' },
  SH5: { issue: 18, endpoint: 'GET rest/booking/shops/paginate' },
  BK1: { issue: 18, endpoint: 'GET rest/booking/shops/{shop}' },
  BK2: { issue: 18, endpoint: 'GET rest/booking/shop-sections' },
  BK3: { issue: 18, endpoint: 'GET rest/booking/shop-sections/{section}' },
  BK4: { issue: 18, endpoint: 'GET rest/booking/tables' },
  BK5: { issue: 18, endpoint: 'GET rest/booking/disable-dates/table/{table}' },
  BK6: { issue: 18, endpoint: 'GET rest/booking/bookings' },
  BK7: { issue: 18, endpoint: 'POST dashboard/user/my-bookings' },
  BK8: { issue: 18, endpoint: 'GET dashboard/user/my-bookings' },

  // #19 content and applications: recipes, careers, FAQ, pages, landing, statistics, seller request.
  RC1: { issue: 19, endpoint: 'GET rest/receipts/paginate' },
  RC2: { issue: 19, endpoint: 'GET rest/receipts/{recipe}' },
  CR1: { issue: 19, endpoint: 'GET rest/careers/paginate' },
  CR2: { issue: 19, endpoint: 'GET rest/careers/{career}' },
  F1: { issue: 19, endpoint: 'GET rest/faqs/paginate' },
  PG1: { issue: 19, endpoint: 'GET rest/pages/delivery' },
  PG2: { issue: 19, endpoint: 'GET rest/pages/paginate' },
  PG4: { issue: 19, endpoint: 'GET rest/policy' },
  PG5: { issue: 19, endpoint: 'GET rest/term' },
  PG6: { issue: 19, endpoint: 'GET rest/landing-pages/welcome' },
  PG7: { issue: 19, endpoint: 'GET rest/stat' },
  BS1: { issue: 19, endpoint: 'POST dashboard/user/shops' },

  // #20 payment providers: the hosted-checkout step (orders, parcels, wallet top-up W2).
  PAY3: { issue: 20, endpoint: 'GET dashboard/user/order-{tag}-process' },

  // [later] in the contract, and no issue builds them yet (decision 0012): guest checkout totals
  // of a group (#16 built the rest of group orders), auto-repeat schedules and guest orders. When an issue is filed for them, move them to it.
  GC7: { issue: 'later', endpoint: 'POST rest/cart/calculate/{cart}' },
  O7: { issue: 'later', endpoint: 'POST dashboard/user/orders/{order}/repeat' },
  O8: { issue: 'later', endpoint: 'DELETE dashboard/user/orders/{order}/delete-repeat' },
  O9: { issue: 'later', endpoint: 'POST rest/orders' },
  O10: { issue: 'later', endpoint: 'GET rest/orders/{order}' },
};
