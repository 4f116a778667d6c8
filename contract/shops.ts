import { z } from 'zod';
import { langQuery, pageQuery, queryBool, queryInt } from './http';

export const shopType = z.enum(['restaurant', 'shop']);

/** Query numbers arrive as strings; `Number('')` would be 0, so blanks are refused first. */
const queryNumber = (min: number, max: number) =>
  z.union([z.number(), z.string().trim().min(1, 'Expected a number')]).pipe(z.coerce.number<string | number>().min(min).max(max));

/**
 * `[min, max]` sent as `key[]=a&key[]=b`, `key[0]=a&key[1]=b`, `key=a,b`, or one value
 * (`rating=5.0`): a single value is the lower bound.
 */
const queryRange = (min: number, max: number) => {
  const bounds = z.array(queryNumber(min, max)).min(1).max(2);
  const commaJoined = z.string().regex(/,/).transform((value): Array<string | number> => value.split(',')).pipe(bounds);
  return z
    .union([bounds, commaJoined, queryNumber(min, max)])
    .transform((value) => {
      const [low, high] = Array.isArray(value) ? value : [value];
      return { min: low ?? min, max: high ?? max };
    })
    .refine((range) => range.min <= range.max, 'The lower bound is above the upper bound');
};

/** `address[latitude]=..&address[longitude]=..` (contract §1.2): the customer's delivery point. */
export const deliveryPoint = z.object({
  latitude: queryNumber(-90, 90),
  longitude: queryNumber(-180, 180),
});
export type DeliveryPoint = z.infer<typeof deliveryPoint>;

export const deliveryPointQuery = z.object({ address: deliveryPoint });

/** `currency_id`: amounts (except `shop.price`/`min_amount`, §1.11) come back in that currency. */
export const shopCurrencyQuery = z.object({ currency_id: queryInt().optional() });

export const shopOrder = z.enum(['trust_you', 'best_sale', 'high_rating', 'low_sale', 'low_rating', 'new']);
export type ShopOrder = z.infer<typeof shopOrder>;

/**
 * Filters shared by the shop lists (SH1, SH3, SH4). Toggles (`open`, `verify`, `free_delivery`,
 * `deals`, `has_section`) restrict the list when on and are ignored when off, as clients only
 * ever send them switched on.
 */
export const shopFilterQuery = langQuery.extend(shopCurrencyQuery.shape).extend({
  type: shopType.optional(),
  /** Switched on by the seller and open now by its hours, closed dates and time zone. */
  open: queryBool.optional(),
  verify: queryBool.optional(),
  has_section: queryBool.optional(),
  address: deliveryPoint.optional(),
});

/** SH1 `rest/shops/paginate` with every filter of contract §2.3. */
export const shopListQuery = pageQuery.extend(shopFilterQuery.shape).extend({
  /**
   * A shop category; a parent category also lists the shops of its sub-categories. It lists the
   * category's shops whatever their `type`: with `category_id`, `type` is ignored unless
   * `strict_type` is on (decision 0010).
   */
  category_id: queryInt().optional(),
  /** Comanda extension: keep the `type` filter together with `category_id` (both must hold). */
  strict_type: queryBool.optional(),
  order_by: shopOrder.optional(),
  free_delivery: queryBool.optional(),
  /** Shops running a discount today. */
  deals: queryBool.optional(),
  /** Shop tag id (SH6). */
  take: queryInt().optional(),
  rating: queryRange(0, 5).optional(),
  /** Product price range in the `currency_id` currency: shops selling something in it. */
  prices: queryRange(0, 1e12).optional(),
});
export type ShopListQuery = z.input<typeof shopListQuery>;

/** SH3 `rest/shops/recommended`. */
export const recommendedShopsQuery = shopListQuery;

/** SH4 `rest/shops/search`. */
export const shopSearchQuery = pageQuery.extend(shopFilterQuery.shape).extend({
  search: z.string().trim().max(100, 'The search is too long').optional(),
});
export type ShopSearchQuery = z.input<typeof shopSearchQuery>;

/** SH2 and the other `rest/shops/{id}/…` paths: a numeric id, a uuid or a slug. */
export const shopKeyParams = z.object({
  id: z.string().trim().regex(/^[A-Za-z0-9-]{1,120}$/, 'Unknown shop'),
});

/** SH6 `rest/shops-takes`. */
export const shopTagListQuery = langQuery.extend({ category_id: queryInt().optional() });

/** SH7 `rest/products-avg-prices`. */
export const productPriceRangeQuery = shopCurrencyQuery;

/** SH10 `rest/shops/{id}/reviews`. */
export const shopReviewListQuery = pageQuery.extend(langQuery.shape);

export const shopTranslation = z.object({
  locale: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
});

/** A running discount: `fix` amounts are in the requested currency, `percent` in percent. */
export const shopDiscount = z.object({
  id: z.number().int(),
  type: z.enum(['fix', 'percent']),
  price: z.number(),
  start: z.string(),
  end: z.string(),
});

export const shopTag = z.object({
  id: z.number().int(),
  img: z.string().nullable(),
  translation: z.object({ locale: z.string(), title: z.string(), description: z.string().nullable() }).nullable(),
});
export type ShopTag = z.infer<typeof shopTag>;

/**
 * Shop card fields (contract §3.1). `price`, `price_per_km` and `min_amount` are always in the
 * base currency (§1.11, §5.1: the client multiplies them). Fields after `created_at` are optional
 * in the schema because other Foodyman-compatible servers may leave them out; ours sends them.
 */
export const shopCard = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  type: shopType,
  translation: shopTranslation.nullable(),
  logo_img: z.string().nullable(),
  background_img: z.string().nullable(),
  open: z.boolean(),
  verify: z.number().int(),
  is_recommended: z.boolean(),
  rating_avg: z.number(),
  reviews_count: z.number().int(),
  delivery_time: z.object({ from: z.string(), to: z.string(), type: z.enum(['minute', 'hour']) }),
  price: z.number(),
  price_per_km: z.number(),
  min_amount: z.number(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  created_at: z.string(),
  /** Non-empty ⇒ discount badge. */
  discount: z.array(shopDiscount).optional(),
  /** No shop bonuses exist yet; always null. */
  bonus: z.null().optional(),
  products_count: z.number().int().optional(),
});
export type ShopCard = z.infer<typeof shopCard>;

export const weekDay = z.enum(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
export type WeekDay = z.infer<typeof weekDay>;

/** §3.6: `from`/`to` are `HH:mm` in the shop's time zone (`HH-mm` is tolerated on input). */
export const workingDay = z.object({
  id: z.number().int(),
  day: weekDay,
  from: z.string(),
  to: z.string(),
  disabled: z.boolean(),
});
export type WorkingDay = z.infer<typeof workingDay>;

/** SH2 `rest/shops/{id}`: the card plus what the shop page reads. */
export const shopDetail = shopCard.required({ discount: true, products_count: true }).extend({
  phone: z.string().nullable(),
  /** Percent. */
  tax: z.number(),
  serviceFee: z.number(),
  /** IANA time zone the working hours are written in. */
  timezone: z.string(),
  /** Open right now: switched on, within today's hours and not a closed date (server clock). */
  is_open_now: z.boolean(),
  discounts_count: z.number().int(),
  tags: z.array(shopTag),
  shop_working_days: z.array(workingDay),
  shop_closed_date: z.array(z.object({ id: z.number().int(), day: z.string() })),
  /** The active payment systems the shop takes (payments module); used when `payment_type` ≠ `admin`. */
  shop_payments: z.array(z.object({ id: z.number().int(), shop_id: z.number().int(), payment: z.object({ id: z.number().int(), tag: z.string() }) })),
});
export type ShopDetail = z.infer<typeof shopDetail>;

/** SH7: the cheapest and dearest product price on sale, in the requested currency. */
export const productPriceRange = z.object({ min: z.number(), max: z.number() });
export type ProductPriceRange = z.infer<typeof productPriceRange>;

/** SH8/SH9 success body (clients only read the status). */
export const deliveryZoneCheck = z.object({ shops_count: z.number().int() });

/** §3.5 ShopReview. `user` is the author as shown when the review was written. */
export const shopReview = z.object({
  id: z.number().int(),
  rating: z.number(),
  comment: z.string().nullable(),
  img: z.string().nullable(),
  created_at: z.string(),
  reviewable_type: z.literal('shop'),
  reviewable_id: z.number().int(),
  order_id: z.number().int().nullable(),
  user: z.object({
    id: z.number().int().nullable(),
    firstname: z.string(),
    lastname: z.string().nullable(),
    img: z.string().nullable(),
  }),
});
export type ShopReview = z.infer<typeof shopReview>;
