/**
 * English strings of the not-found page (issue #23; app/features/browse/NotFoundView.tsx), kept
 * apart from en.ts; en.ts spreads them in. Spanish and Arabic:
 * server/db/seed/data/ui-strings-not-found.{es,ar}.ts.
 */
export const enNotFound = {
  'not_found.title': 'Page not found',
  'not_found.page': 'There is no page at {{path}}. The link may be old, or the address mistyped.',
  'not_found.shop': 'We could not find this shop. It may have closed or moved to another address.',
  'not_found.item': 'We could not find what this link points to. It may have been removed.',
  'not_found.list_page': 'This list does not have that many pages.',
  'not_found.search_label': 'Search restaurants, shops and products',
  'not_found.search': 'Search',
  'not_found.home': 'Go to the home page',
  'not_found.popular': 'Popular shops',
} as const;
