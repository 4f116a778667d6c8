import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { blog, blogSummary } from '../../contract/blog';
import { paginationMeta } from '../../contract/http';
import { blogs, blogTranslations } from '../../server/db/schema';
import { expectApiError, getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

type Page = { data: unknown[]; meta: unknown };

async function blogPage(query: string) {
  const { res, body } = await getJson<Page>(t.app, `http://shop.test/api/v1/rest/blogs/paginate?${query}`);
  expect(res.status, query).toBe(200);
  return { items: blogSummary.array().parse(body.data), meta: paginationMeta.parse(body.meta), raw: body.data };
}

async function one(path: string) {
  const { res, body } = await getJson<{ data: unknown }>(t.app, `http://shop.test/api/v1/rest/${path}`);
  expect(res.status, path).toBe(200);
  return blog.parse(body.data);
}

const expectError = (path: string, status: number) => expectApiError(t.app, path, status);

/** Active, already published posts of a type, newest first, straight from the table. */
async function visible(type: 'blog' | 'notification') {
  const now = Date.now();
  const rows = await t.db.select().from(blogs).where(and(eq(blogs.type, type), eq(blogs.active, true)));
  return rows
    .filter((r) => r.publishedAt.getTime() <= now)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id);
}

describe('GET rest/blogs/paginate (BL1)', () => {
  it('pages through the published blog posts, newest first, as cards without the body', async () => {
    const expected = await visible('blog');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const all = await blogPage('type=blog&page=1&perPage=100&active=1');
    expect(all.items.map((b) => b.uuid)).toEqual(expected.map((b) => b.uuid));
    expect(all.meta.total).toBe(expected.length);
    expect(all.items.every((b) => b.type === 'blog' && b.translation?.title && b.translation.short_desc)).toBe(true);
    expect((all.raw as Array<{ translation: object }>).every((b) => !('description' in b.translation))).toBe(true);
    for (const b of all.items) expect(b.img).toMatch(/^http:\/\/shop\.test\/storage\/images\/.+\.webp$/);

    const second = await blogPage('type=blog&page=2&perPage=2');
    expect(second.meta).toMatchObject({ current_page: 2, per_page: 2, last_page: Math.ceil(expected.length / 2) });
    expect(second.items.map((b) => b.id)).toEqual(expected.slice(2, 4).map((b) => b.id));
  });

  it('lists blog posts by default and news items with type=notification', async () => {
    const byDefault = await blogPage('perPage=100');
    expect(byDefault.items.every((b) => b.type === 'blog')).toBe(true);
    const news = await blogPage('type=notification&perPage=100');
    const expected = await visible('notification');
    expect(expected.length).toBeGreaterThan(0);
    expect(news.items.map((b) => b.uuid)).toEqual(expected.map((b) => b.uuid));
  });

  it('answers 422 for an unknown type or bad paging', async () => {
    expect((await expectError('blogs/paginate?type=recipe', 422)).params).toHaveProperty('type');
    await expectError('blogs/paginate?perPage=0', 422);
    await expectError('blogs/paginate?perPage=101', 422);
    await expectError('blogs/paginate?page=abc', 422);
    await expectError('blogs/paginate?active=maybe', 422);
  });
});

describe('GET rest/blogs/{uuid} (BL2, BL4) and rest/last-blog/show (BL3)', () => {
  it('returns a blog post with its HTML body, anonymously', async () => {
    const [newest] = await visible('blog');
    const post = await one(`blogs/${newest!.uuid}?lang=en`);
    expect(post).toMatchObject({ id: newest!.id, uuid: newest!.uuid, type: 'blog' });
    expect(post.translation?.locale).toBe('en');
    expect(post.translation?.description).toMatch(/^<p>.+<\/p>$/s);
    expect(post.created_at).toBe(newest!.createdAt.toISOString());
  });

  it('opens a news item by uuid (/?news=<uuid>)', async () => {
    const [news] = await visible('notification');
    const post = await one(`blogs/${news!.uuid}`);
    expect(post.type).toBe('notification');
    expect(post.translation?.description?.length).toBeGreaterThan(0);
  });

  it('shows the newest blog post on the landing page, not a newer news item', async () => {
    const [newestBlog] = await visible('blog');
    const [newestNews] = await visible('notification');
    const last = await one('last-blog/show');
    expect(last.uuid).toBe(newestBlog!.uuid);
    expect((await one('last-blog/show?type=notification')).uuid).toBe(newestNews!.uuid);
  });

  it('answers 404 for an unknown uuid and 422 for a malformed one', async () => {
    const missing = await expectError('blogs/00000000-0000-4000-8000-000000000000', 404);
    expect(missing.message).toContain('00000000-0000-4000-8000-000000000000');
    expect((await expectError('blogs/not-a-uuid', 422)).params).toHaveProperty('uuid');
    await expectError('last-blog/show?type=page', 422);
  });
});

describe('after edits', () => {
  beforeEach(async () => t.reset(), 120_000);

  it('answers in the requested language and falls back to the default, then to any', async () => {
    const [post] = await visible('blog');
    expect((await one(`blogs/${post!.uuid}?lang=ar`)).translation?.title).toMatch(/[\u0600-\u06FF]/);
    await t.db.delete(blogTranslations).where(and(eq(blogTranslations.blogId, post!.id), eq(blogTranslations.locale, 'ar')));
    expect((await one(`blogs/${post!.uuid}?lang=ar`)).translation?.locale).toBe('es');
    const listed = await blogPage('perPage=100&lang=ar');
    expect(listed.items.find((b) => b.id === post!.id)?.translation?.locale).toBe('es');
    expect(listed.items.filter((b) => b.id !== post!.id).every((b) => b.translation?.locale === 'ar')).toBe(true);
    await t.db.delete(blogTranslations).where(and(eq(blogTranslations.blogId, post!.id), eq(blogTranslations.locale, 'es')));
    expect((await one(`blogs/${post!.uuid}?lang=ar`)).translation?.locale).toBe('en');
    expect((await one(`last-blog/show?lang=zz`)).translation?.locale).toBe('en');
  });

  it('hides switched-off posts and posts scheduled for later everywhere', async () => {
    const [first, second] = await visible('blog');
    await t.db.update(blogs).set({ active: false }).where(eq(blogs.id, first!.id));
    await t.db.update(blogs).set({ publishedAt: new Date(Date.now() + 86_400_000) }).where(eq(blogs.id, second!.id));
    const listed = await blogPage('perPage=100');
    expect(listed.items.map((b) => b.id)).not.toContain(first!.id);
    expect(listed.items.map((b) => b.id)).not.toContain(second!.id);
    expect(listed.meta.total).toBe((await visible('blog')).length);
    await expectError(`blogs/${first!.uuid}`, 404);
    await expectError(`blogs/${second!.uuid}`, 404);
    expect((await one('last-blog/show')).uuid).toBe((await visible('blog'))[0]!.uuid);
  });

  it('answers 404 on the landing page when nothing is published', async () => {
    await t.db.update(blogs).set({ active: false }).where(eq(blogs.type, 'blog'));
    await expectError('last-blog/show', 404);
    expect((await blogPage('perPage=10')).meta.total).toBe(0);
  });
});
