import { z } from 'zod';
import { langQuery, pageQuery, queryBool, queryInt } from './http';

export const shopType = z.enum(['restaurant', 'shop']);

/**
 * SH1 `rest/shops/paginate`. The foundation serves type/open/verify/category filters; the
 * catalog issue adds the rest of the contract's filters to this same schema.
 */
export const shopListQuery = pageQuery.extend(langQuery.shape).extend({
  type: shopType.optional(),
  open: queryBool.optional(),
  verify: queryBool.optional(),
  category_id: queryInt().optional(),
});
export type ShopListQuery = z.input<typeof shopListQuery>;

export const shopTranslation = z.object({
  locale: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
});

/** Shop card fields (contract §3.1). Money is in the base currency (contract §1.11). */
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
});
export type ShopCard = z.infer<typeof shopCard>;
