import { z } from 'zod';
import { langQuery, pageQuery, queryBool } from './http';

/**
 * Blogs and news (contract §2.19, §3.17). News items are blogs of type `notification`: the
 * `news_publish` notification links to one with `/?news=<uuid>`.
 */
export const blogType = z.enum(['blog', 'notification']);
export type BlogType = z.infer<typeof blogType>;

/**
 * BL1 `rest/blogs/paginate?type=blog`. `active=1` is sent by the client; the public list never
 * shows inactive posts, so it is accepted and changes nothing.
 */
export const blogListQuery = pageQuery.extend(langQuery.shape).extend({
  type: blogType.default('blog'),
  active: queryBool.optional(),
});
export type BlogListQuery = z.input<typeof blogListQuery>;

/** BL3 `rest/last-blog/show`: the newest post (of `type`, blog by default). */
export const lastBlogQuery = langQuery.extend({ type: blogType.default('blog') });

/**
 * Any 8-4-4-4-12 hex string: PostgreSQL's `uuid` accepts every such value, while zod's
 * `z.uuid()` would reject stored ids whose version/variant bits are not RFC 9562.
 */
export const blogUuidParams = z.object({
  uuid: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Must be a uuid'),
});

const blogFields = {
  id: z.number().int(),
  uuid: z.string(),
  type: blogType,
  img: z.string().nullable(),
  active: z.boolean(),
  published_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** BL1 list item: the card (no body). */
export const blogSummary = z.object({
  ...blogFields,
  translation: z.object({ locale: z.string(), title: z.string(), short_desc: z.string().nullable() }).nullable(),
});
export type BlogSummary = z.infer<typeof blogSummary>;

/** BL2/BL3/BL4 `data`: the post with its HTML body. */
export const blog = z.object({
  ...blogFields,
  translation: z
    .object({
      locale: z.string(),
      title: z.string(),
      short_desc: z.string().nullable(),
      /** HTML. */
      description: z.string().nullable(),
    })
    .nullable(),
});
export type Blog = z.infer<typeof blog>;
