import type { ShopOrder } from '../../../contract/shops';

/** Toggles of the filter "group" (spec §3 Shop filter): each narrows the list when on. */
export const FILTER_TOGGLES = ['open', 'free_delivery', 'deals'] as const;
export type FilterToggle = (typeof FILTER_TOGGLES)[number];

/** Sort orders offered as chips; `new` is the separate "newest" flag. */
export const SORT_ORDERS = ['trust_you', 'best_sale', 'high_rating', 'low_sale', 'low_rating'] as const;
export type SortOrder = Exclude<ShopOrder, 'new'>;

/** Spec §3 "Shop filter": category_id, newest flag, order_by, group. Kept in the URL. */
export type ShopFilter = {
  category_id?: number;
  newest: boolean;
  order_by?: SortOrder;
  group: FilterToggle[];
};

export type ShopFilterAction =
  | { type: 'category'; id?: number }
  | { type: 'newest' }
  | { type: 'order'; order?: SortOrder }
  | { type: 'toggle'; key: FilterToggle }
  | { type: 'reset' };

export const emptyFilter: ShopFilter = { newest: false, group: [] };

/**
 * Spec §4: setting a category unsets newest, and choosing newest clears the category. Newest is
 * a sort order in the API (`order_by=new`), so it and the other orders also replace each other.
 * Picking the active category or order again switches it off.
 */
export function shopFilterReducer(state: ShopFilter, action: ShopFilterAction): ShopFilter {
  switch (action.type) {
    case 'category':
      return action.id === undefined || action.id === state.category_id
        ? { ...state, category_id: undefined }
        : { ...state, category_id: action.id, newest: false };
    case 'newest':
      return state.newest ? { ...state, newest: false } : { ...state, newest: true, category_id: undefined, order_by: undefined };
    case 'order':
      return action.order === undefined || action.order === state.order_by
        ? { ...state, order_by: undefined }
        : { ...state, order_by: action.order, newest: false };
    case 'toggle':
      return {
        ...state,
        group: state.group.includes(action.key) ? state.group.filter((k) => k !== action.key) : FILTER_TOGGLES.filter((k) => k === action.key || state.group.includes(k)),
      };
    case 'reset':
      return emptyFilter;
  }
}

/**
 * The filter in a URL's query (`?category_id=3&newest=1&order_by=high_rating&open=1`); junk is
 * ignored. A hand-made URL may hold states the reducer never makes: a category beats newest, and
 * newest beats another order (the newer choice cannot be told from a URL; these keep it narrow).
 */
export function readShopFilter(params: URLSearchParams): ShopFilter {
  const category = Number(params.get('category_id'));
  const order = params.get('order_by');
  const category_id = Number.isInteger(category) && category > 0 ? category : undefined;
  const newest = params.get('newest') === '1' && category_id === undefined;
  return {
    category_id,
    newest,
    order_by: newest ? undefined : SORT_ORDERS.find((o) => o === order),
    group: FILTER_TOGGLES.filter((k) => params.get(k) === '1'),
  };
}

/** The URL query of a filter (the inverse of `readShopFilter`), plus `extra` pairs such as `v`. */
export function shopFilterSearch(filter: ShopFilter, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(extra)) if (v) params.set(k, v);
  if (filter.category_id) params.set('category_id', String(filter.category_id));
  if (filter.newest) params.set('newest', '1');
  if (filter.order_by) params.set('order_by', filter.order_by);
  for (const k of filter.group) params.set(k, '1');
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** The SH1 query of a filter: newest is `order_by=new`, toggles are sent only when on. */
export function shopFilterQuery(filter: ShopFilter) {
  return {
    category_id: filter.category_id,
    order_by: filter.newest ? ('new' as const) : filter.order_by,
    ...Object.fromEntries(filter.group.map((k) => [k, 1])),
  };
}

/** One filter link: its label key, the URL of the filter after that change, and whether it is on. */
export type FilterLink = { label: string; href: string; active: boolean };

/**
 * Every link of the filter bar and the category strip, built where the page is rendered so the
 * browser needs none of this code: the links are the reducer's next states as URLs.
 */
export function shopFilterLinks(filter: ShopFilter, categoryIds: number[], keep: Record<string, string | undefined>) {
  const href = (action: ShopFilterAction) => `${shopFilterSearch(shopFilterReducer(filter, action), keep)}#all-shops`;
  const chips: FilterLink[] = [
    { label: 'filter.newest', href: href({ type: 'newest' }), active: filter.newest },
    ...SORT_ORDERS.map((order) => ({ label: `filter.order.${order}`, href: href({ type: 'order', order }), active: filter.order_by === order })),
    ...FILTER_TOGGLES.map((key) => ({ label: `filter.${key}`, href: href({ type: 'toggle', key }), active: filter.group.includes(key) })),
  ];
  if (filter.category_id || filter.newest || filter.order_by || filter.group.length) chips.push({ label: 'filter.clear', href: href({ type: 'reset' }), active: false });
  return {
    chips,
    categories: Object.fromEntries(categoryIds.map((id) => [id, href({ type: 'category', id })])) as Record<number, string>,
    /** The list's own query (no page), for the page links. */
    list: shopFilterSearch(filter, keep),
  };
}
