import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { BlogType } from '../../../contract/blog';
import type { Database } from '../../db/client';
import { blogs } from '../../db/schema';

/**
 * What the public sees: active posts whose publication time has come (a post scheduled for
 * later stays hidden until then).
 */
function visible(): SQL {
  return and(eq(blogs.active, true), lte(blogs.publishedAt, sql`now()`))!;
}

const newestFirst = [desc(blogs.publishedAt), desc(blogs.id)];

/** One page of visible posts of a type, newest first; list cards need no body. */
export async function findBlogPage(db: Database, type: BlogType, page: { page: number; perPage: number }) {
  const where = and(visible(), eq(blogs.type, type));
  const [rows, totals] = await Promise.all([
    db.query.blogs.findMany({
      where,
      orderBy: newestFirst,
      limit: page.perPage,
      offset: (page.page - 1) * page.perPage,
      with: { translations: { columns: { locale: true, title: true, shortDesc: true } } },
    }),
    db.select({ value: count() }).from(blogs).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** A visible post (blog or news item) by uuid, with its body in every language. */
export function findBlogByUuid(db: Database, uuid: string) {
  return db.query.blogs.findFirst({ where: and(visible(), eq(blogs.uuid, uuid)), with: { translations: true } });
}

/** The newest visible post of a type (landing page). */
export function findLastBlog(db: Database, type: BlogType) {
  return db.query.blogs.findFirst({
    where: and(visible(), eq(blogs.type, type)),
    orderBy: newestFirst,
    with: { translations: true },
  });
}
