import { z } from 'zod';
import { langQuery, pageQuery, queryInt } from './http';

/** BR1 `rest/branches`: a shop's branches (pickup points); without `shop_id`, every branch. */
export const branchListQuery = pageQuery.extend(langQuery.shape).extend({ shop_id: queryInt().optional() });
export type BranchListQuery = z.input<typeof branchListQuery>;

export const branchIdParams = z.object({ id: queryInt() });

/** §3.22 Branch. `address.address` is the translated address line (what pickup copies). */
export const branch = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  translation: z
    .object({ locale: z.string(), title: z.string(), description: z.string().nullable(), address: z.string().nullable() })
    .nullable(),
  address: z.object({ address: z.string().nullable() }),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  shop: z.object({
    id: z.number().int(),
    uuid: z.string(),
    slug: z.string(),
    logo_img: z.string().nullable(),
    translation: z.object({ locale: z.string(), title: z.string() }).nullable(),
  }),
});
export type Branch = z.infer<typeof branch>;
