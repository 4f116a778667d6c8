import type { Paginated } from '../../../contract/http';
import type { ShopCard, ShopListQuery } from '../../../contract/shops';
import type { ApiClient } from '../../lib/api/client';

/**
 * The shop rails of the home page and their "See all" lists, defined once (issue #23): a rail
 * is the first page of its list. The home loader asks `sectionShops(name, {perPage: rail})`, the
 * link is `/shop?section={name}`, and /shop asks `sectionShops(name, {page, perPage})` with the
 * same filters, endpoint and order, so the list starts with the rail's shops.
 *
 * The rails list every shop type (restaurants and shops), unlike plain /shop (type `shop`), so a
 * section is named in the URL instead of spelled out as filters the plain list reads differently.
 */
type Section = {
  /** Interface-string key of the rail's heading and of the list page's title. */
  title: string;
  /** SH1 `rest/shops/paginate`, or SH3 `rest/shops/recommended` (SH1 of recommended shops). */
  source: 'paginate' | 'recommended';
  query: ShopListQuery;
};

export const SHOP_SECTIONS = {
  open: { title: 'home.open_now', source: 'paginate', query: { open: 1 } },
  verified: { title: 'home.verified', source: 'paginate', query: { verify: 1 } },
  recommended: { title: 'home.recommended', source: 'recommended', query: { type: 'restaurant' } },
  popular: { title: 'home.popular', source: 'paginate', query: { order_by: 'high_rating' } },
  offers: { title: 'home.daily_offers', source: 'paginate', query: { deals: 1 } },
} as const satisfies Record<string, Section>;

export type ShopSectionName = keyof typeof SHOP_SECTIONS;

/** The "See all" address of a section. */
export const sectionHref = (name: ShopSectionName) => `/shop?section=${name}`;

/** `?section=` of /shop, when it names a section. */
export function readSection(params: URLSearchParams): ShopSectionName | undefined {
  const raw = params.get('section');
  return raw !== null && Object.hasOwn(SHOP_SECTIONS, raw) ? (raw as ShopSectionName) : undefined;
}

/** One page of a section: its filters over `rest` (address, page size, page, currency). */
export function sectionShops(api: ApiClient, name: ShopSectionName, rest: ShopListQuery): Promise<Paginated<ShopCard>> {
  const section: Section = SHOP_SECTIONS[name];
  const path = section.source === 'recommended' ? 'rest/shops/recommended' : 'rest/shops/paginate';
  return api.get<Paginated<ShopCard>>(path, { ...rest, ...section.query });
}
