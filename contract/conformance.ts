import { z } from 'zod';
import { paginationMeta } from './http';

/**
 * What a Foodyman-contract client reads (API-CONTRACT.md §1.5 envelopes, §3 "used" fields), as
 * zod schemas for the conformance suite (tests/api/contract/). Domains that already have schemas
 * (shops.ts, orders.ts, …) are used as they are; the entries below cover the endpoints whose
 * feature has not landed yet (tests/api/contract/not-built.ts), holding only the fields the
 * contract marks as read, with other fields allowed. When a feature lands with its own domain
 * schema, its conformance case may switch to that schema (a superset of these fields).
 */

/**
 * §1.5 single resource: clients read `data` (and `message` in a few toasts); `status` and
 * `timestamp` are "not read", so they are checked only when present.
 */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true).optional(), timestamp: z.string().optional(), message: z.string().optional(), data });

/**
 * §1.5 paginated list (Laravel resource collection): clients read `data` and
 * `meta.current_page/last_page/total`; the rest of `meta` and `links` are checked when present.
 */
export const paginatedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    links: z.object({ first: z.string().nullable(), last: z.string().nullable(), prev: z.string().nullable(), next: z.string().nullable() }).optional(),
    meta: paginationMeta.partial().required({ current_page: true, last_page: true, total: true }),
  });

const id = z.number().int();
const text = z.string().nullable();
const amount = z.number();
/** A `translation` object as §3.26 describes it, with the per-entity extras named. */
const translationWith = <T extends z.ZodRawShape>(extra: T) => z.looseObject({ title: text, ...extra }).nullable();

/** N1 Notification (§3.23). */
export const contractNotification = z.looseObject({
  id,
  type: z.string(),
  title: text,
  body: text,
  read_at: text,
  created_at: z.string(),
});

/** N2 NotificationStatistic (§3.23): a bare object of counters. */
export const contractNotificationStatistic = z.looseObject({
  notification: z.number().int(),
  news_publish: z.number().int(),
  status_changed: z.number().int(),
});

/** W1 WalletHistory (§3.12). */
export const contractWalletHistory = z.looseObject({
  id,
  transaction_id: z.union([z.number(), z.string()]).nullable(),
  price: amount,
  note: text,
  updated_at: z.string(),
  author: z.looseObject({ firstname: text, lastname: text }).nullable(),
});

/** W3 SearchedUser. */
export const contractSearchedUser = z.looseObject({ uuid: z.string(), firstname: text, lastname: text });

/** PC1 ParcelType (§3.14). */
export const contractParcelType = z.looseObject({
  id,
  type: z.string(),
  img: text,
  max_g: z.number(),
  max_length: z.number(),
  max_width: z.number(),
  max_height: z.number(),
  options: z.array(z.looseObject({ id, translation: translationWith({}) })),
});

const parcelPoint = z.looseObject({ latitude: z.number(), longitude: z.number(), address: text });
/** PC4/PC5 Parcel (§3.14). */
export const contractParcel = z.looseObject({
  id,
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  username_from: text,
  phone_from: text,
  username_to: text,
  phone_to: text,
  address_from: parcelPoint,
  address_to: parcelPoint,
  delivery_date: z.string(),
  delivery_time: z.string(),
  total_price: amount,
  currency: z.looseObject({ symbol: z.string() }).nullable(),
});

/** PC2 `data.price`. */
export const contractParcelPrice = z.looseObject({ price: amount });

/** `data.id` of a create call (O2, PC3, AD2, PAY1, PAY2, O9). */
export const createdId = z.looseObject({ id });

/** BK1 BookingShop (§3.15). */
export const contractBookingShop = z.looseObject({
  id,
  translation: translationWith({ description: text, address: text }),
  logo_img: text,
  background_img: text,
  location: z.looseObject({ latitude: z.number(), longitude: z.number() }),
  booking_shop_working_days: z.array(z.looseObject({ day: z.string(), from: z.string(), to: z.string() })),
  booking_shop_closed_date: z.array(z.looseObject({ day: z.string() })),
});
/** BK2/BK3 ShopSection. */
export const contractShopSection = z.looseObject({ id, img: text, translation: translationWith({ description: text }) });
/** BK4 Table. */
export const contractTable = z.looseObject({ id, name: z.string() });
/** BK5 bare array item. */
export const contractDisabledDate = z.looseObject({ start_date: z.string(), end_date: z.string().nullable().optional() });
/** BK6 BookingConfig. */
export const contractBookingConfig = z.looseObject({ id, max_time: z.number(), shop: z.looseObject({ id }) });
/** BK8 Booking (history). */
export const contractBooking = z.looseObject({
  id,
  start_date: z.string(),
  status: z.string(),
  table: z.looseObject({ name: z.string() }),
  booking: z.looseObject({ shop: z.looseObject({ translation: translationWith({}) }) }),
});

/** RC1 recipe card and RC2 detail (§3.16). */
export const contractRecipeCard = z.looseObject({
  id,
  img: text,
  translation: translationWith({ description: text }),
  total_time: z.union([z.number(), z.string()]).nullable(),
  calories: z.number().nullable(),
  shop: z.looseObject({ logo_img: text, translation: translationWith({}) }),
});
export const contractRecipe = contractRecipeCard.extend({
  bg_img: text,
  active_time: z.union([z.number(), z.string()]).nullable(),
  servings: z.number().nullable(),
  ingredient: z.looseObject({ title: text }).nullable(),
  instruction: z.looseObject({ title: text }).nullable(),
  nutritions: z.array(z.looseObject({ id, weight: z.union([z.number(), z.string()]), percentage: z.union([z.number(), z.string()]) })),
  stocks: z.array(z.looseObject({ id, min_quantity: z.number() })),
  discount_price: amount,
});

/** CR1/CR2 Career (§3.18). */
export const contractCareer = z.looseObject({
  id,
  translation: translationWith({ address: text, description: text.optional() }),
  category: z.looseObject({ translation: translationWith({}) }).nullable(),
});

/** F1 Faq (§3.19). */
export const contractFaq = z.looseObject({ id, translation: z.looseObject({ question: z.string(), answer: text }).nullable() });

/** PG1/PG2 Page. */
export const contractPage = z.looseObject({
  id,
  type: z.string(),
  img: text,
  translation: translationWith({ description: text }),
});
export const contractAboutPage = contractPage.extend({
  buttons: z.looseObject({ app_store_button_link: text, google_play_button_link: text }).nullable(),
});
/** PG4/PG5 policy and terms. */
export const contractLegalPage = z.looseObject({ translation: z.looseObject({ title: z.string(), description: text }).nullable() });
/** PG6 landing page: `data.data` holds locale-keyed texts. */
const byLocale = z.record(z.string(), z.string());
export const contractLandingPage = z.looseObject({
  data: z.looseObject({
    img: text,
    title: byLocale,
    description: byLocale,
    features: z.array(z.looseObject({ img: text, title: byLocale, description: byLocale })),
  }),
});
/** PG7 statistics. */
export const contractStat = z.looseObject({ users: z.number(), orders: z.number() });

/** CT6 group flag. */
export const contractGroupCart = z.looseObject({ id, owner_id: id });
/** GC1 the new member's user-cart. */
export const contractMember = z.looseObject({ uuid: z.string(), cart_id: id });

/** PAY3 the provider's hosted checkout: `data.data.url`. */
export const contractPaymentProcess = z.looseObject({ data: z.looseObject({ url: z.string() }) });

/** BS1 seller request: status only (the profile is refetched). */
export const statusOnly = z.unknown();
