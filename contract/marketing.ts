import { z } from 'zod';
import { langQuery, MAX_PAGE, pageQuery, queryInt } from './http';
import { shopCard } from './shops';

/**
 * Banners, ads and stories (contract §2.23, §3.20, §3.21). Ads are banners of type `ad`; both
 * link to the shops taking part in the promotion.
 */

/** `address[latitude]=..&address[longitude]=..` (contract §1.2): the visitor's location. */
export const addressQuery = z.object({
  latitude: z.coerce.number<string | number>().min(-90).max(90),
  longitude: z.coerce.number<string | number>().min(-180).max(180),
});

/**
 * BN1 `rest/banners/paginate`, BN3 `rest/banners-ads`. With `address`, only promotions with at
 * least one shop delivering there are listed. `currency_id` is tolerated: nothing here is money.
 */
export const bannerListQuery = pageQuery.extend(langQuery.shape).extend({
  address: addressQuery.optional(),
  currency_id: queryInt().optional(),
});
export type BannerListQuery = z.input<typeof bannerListQuery>;

/** BN2 `rest/banners/{id}`, BN4 `rest/banners-ads/{id}`: a page of the promotion's shops. */
export const bannerDetailQuery = langQuery.extend({
  page: queryInt(1, MAX_PAGE).default(1),
  perPage: queryInt(1, 100).default(12),
  currency_id: queryInt().optional(),
});
export type BannerDetailQuery = z.input<typeof bannerDetailQuery>;

export const bannerIdParams = z.object({ id: queryInt(1, 2_147_483_647) });

export const bannerTranslation = z.object({
  locale: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  button_text: z.string().nullable(),
});

/** Banner / Ad list item (§3.20). `clickable` is 1/0 because carousel v4 navigates only on `1`. */
export const banner = z.object({
  id: z.number().int(),
  type: z.enum(['banner', 'ad']),
  /** One shop the promotion links to (the first by id), null when it links none. */
  shop_id: z.number().int().nullable(),
  img: z.string().nullable(),
  url: z.string().nullable(),
  clickable: z.union([z.literal(0), z.literal(1)]),
  active: z.boolean(),
  likes: z.number().int(),
  translation: bannerTranslation.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Banner = z.infer<typeof banner>;

/**
 * BN2/BN4 `data`: the banner flat (not nested under `banner`) plus one page of its shops
 * (base-currency shop cards, §1.11) and the total, so the client asks for the next page while
 * `shops_count > shops.length`.
 */
export const bannerDetail = banner.extend({
  shops: shopCard.array(),
  shops_count: z.number().int(),
});
export type BannerDetail = z.infer<typeof bannerDetail>;

/** ST1 `rest/stories/paginate`: optional location; everything else is tolerated. */
export const storyListQuery = langQuery.extend({ address: addressQuery.optional() });
export type StoryListQuery = z.input<typeof storyListQuery>;

/** One story picture (§3.21); tapping opens `/shop/{shop_id}?product={product_uuid}`. */
export const story = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  /** The shop's logo and title. */
  logo_img: z.string().nullable(),
  title: z.string(),
  product_uuid: z.string().nullable(),
  product_title: z.string().nullable(),
  url: z.string(),
  created_at: z.string(),
});
export type Story = z.infer<typeof story>;

/** ST1 body (not enveloped, §1.5): one inner array per shop. */
export const storyGroups = story.array().array();
export type StoryGroups = z.infer<typeof storyGroups>;
