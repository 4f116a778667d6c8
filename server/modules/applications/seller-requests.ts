import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  applicationMessages as m, type ApplicationStatus, type OperatorShopRequest, type UserShop,
} from '../../../contract/applications';
import type { z } from 'zod';
import type { sellerRequestBody } from '../../../contract/applications';
import type { Database, Tx } from '../../db/client';
import {
  categories, sellerRequests, shops, shopsToCategories, shopsToTags, shopTags, shopTranslations, users,
} from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { num } from '../../http/respond';
import { findOwnUpload } from '../auth/own-upload';
import { isUniqueViolation } from '../auth/users';
import { notifyCustomer } from '../notifications/notify';
import { findUserShop, shopView, type ImageUrl } from './user-shop';

/**
 * Seller applications (contract §2.26 BS1). Applying creates the shop itself, with status `new`
 * (no customer list or page shows a shop that is not `approved`), owned by the applicant, and a
 * pending `seller_requests` row; the partial unique index keeps one pending request per customer
 * even under concurrent calls. An operator's approval makes the user a `seller` and the shop
 * `inactive` — approved but not shown — until the operator publishes it (it has no menu, hours or
 * zone yet); a rejection marks the shop `rejected`. Either way the applicant gets a
 * `seller_request` notification in the same transaction.
 */

type Body = z.infer<typeof sellerRequestBody>;
export type { ImageUrl } from './user-shop';

const fieldError = (message: string, field: string, status: 403 | 422 = 422) => new ApiError(status, message, { [field]: [message] });

/** A URL-safe, unique slug: the Latin letters of the title and a random suffix. */
function slugFor(title: string): string {
  const base = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100);
  return `${base || 'shop'}-${randomBytes(4).toString('hex')}`;
}

/** `{locale: text}` objects → one translation row per language the title is given in. */
function translationRows(body: Body) {
  const titles = Object.entries(body.title).filter(([, v]) => v.length > 0);
  const fallbackTitle = titles[0]![1];
  const locales = new Set([...titles.map(([l]) => l), ...Object.keys(body.description ?? {}), ...Object.keys(body.address)]);
  return [...locales].map((locale) => ({
    locale,
    title: body.title[locale] || fallbackTitle,
    description: body.description?.[locale] || null,
    address: body.address[locale] || Object.values(body.address).find((a) => a.length > 0) || null,
  }));
}

export function createSellerRequests(db: Database) {
  async function checkIds(ids: readonly number[], kind: 'categories' | 'tags'): Promise<void> {
    if (!ids.length) return;
    const unique = [...new Set(ids)];
    const found =
      kind === 'categories'
        ? await db.select({ id: categories.id }).from(categories).where(and(inArray(categories.id, unique), inArray(categories.type, ['shop', 'sub_shop']), eq(categories.active, true)))
        : await db.select({ id: shopTags.id }).from(shopTags).where(inArray(shopTags.id, unique));
    if (found.length !== unique.length) throw fieldError(kind === 'categories' ? m.unknownCategory : m.unknownTag, kind);
  }

  const userShop = (userId: number, lang: string, fallbackLocale: string, imageUrl: ImageUrl) => findUserShop(db, userId, lang, fallbackLocale, imageUrl);

  return {
    userShop,

    /** BS1. Answers the new `user.shop`. */
    async apply(userId: number, body: Body, ctx: { lang: string; fallbackLocale: string; imageUrl: ImageUrl }): Promise<UserShop> {
      const [user] = await db.select({ id: users.id, role: users.role, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user) throw new ApiError(401, 'Unauthorized');
      if (body.user_id !== undefined && body.user_id !== userId) throw fieldError(m.notYours, 'user_id', 403);
      if (user.passwordHash === null) throw fieldError(m.passwordFirst, 'password');
      if (user.role === 'seller') throw new ApiError(409, m.alreadySeller);
      const [logo, cover] = await Promise.all(
        [0, 1].map(async (i) => {
          const title = body.images[i];
          if (!title) return null;
          const path = await findOwnUpload(db, userId, title);
          if (!path) throw fieldError(m.uploadFirst, `images.${i}`);
          return path;
        }),
      );
      await checkIds(body.categories, 'categories');
      await checkIds(body.tags, 'tags');
      try {
        const requestId = await db.transaction(async (tx) => {
          const [shop] = await tx
            .insert(shops)
            .values({
              slug: slugFor(Object.values(body.title).find((v) => v.length > 0)!),
              type: body.type === 'restaurant' ? 'restaurant' : 'shop',
              userId,
              status: 'new',
              open: false,
              logoImg: logo ?? null,
              backgroundImg: cover ?? null,
              phone: body.phone,
              price: body.price,
              pricePerKm: body.price_per_km,
              minAmount: body.min_amount,
              tax: body.tax.toFixed(2),
              deliveryTimeFrom: body.delivery_time_from,
              deliveryTimeTo: body.delivery_time_to,
              deliveryTimeType: body.delivery_time_type,
              latitude: body.location.latitude,
              longitude: body.location.longitude,
            })
            .returning({ id: shops.id });
          await tx.insert(shopTranslations).values(translationRows(body).map((t) => ({ ...t, shopId: shop!.id })));
          const cats = [...new Set(body.categories)];
          if (cats.length) await tx.insert(shopsToCategories).values(cats.map((categoryId) => ({ shopId: shop!.id, categoryId })));
          const tags = [...new Set(body.tags)];
          if (tags.length) await tx.insert(shopsToTags).values(tags.map((shopTagId) => ({ shopId: shop!.id, shopTagId })));
          const [request] = await tx.insert(sellerRequests).values({ userId, shopId: shop!.id }).returning({ id: sellerRequests.id });
          return request!.id;
        });
        void requestId;
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, m.sellerPending);
        throw err;
      }
      return (await userShop(userId, ctx.lang, ctx.fallbackLocale, ctx.imageUrl))!;
    },

    async list(q: { page: number; perPage: number; status?: ApplicationStatus | undefined }, ctx: { lang: string; fallbackLocale: string; imageUrl: ImageUrl }) {
      const where = q.status ? eq(sellerRequests.status, q.status) : undefined;
      const [rows, totals] = await Promise.all([
        db.query.sellerRequests.findMany({
          where,
          orderBy: desc(sellerRequests.id),
          limit: q.perPage,
          offset: (q.page - 1) * q.perPage,
          with: { shop: { with: { translations: { columns: { searchVector: false } }, categories: true, tags: true } } },
        }),
        db.select({ value: count() }).from(sellerRequests).where(where),
      ]);
      const people = rows.length
        ? await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, phone: users.phone, role: users.role })
            .from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
        : [];
      const byId = new Map(people.map((p) => [p.id, p]));
      const data = rows.map((row): OperatorShopRequest => {
        const { request, ...shop } = shopView(row, ctx.lang, ctx.fallbackLocale, ctx.imageUrl);
        const s = row.shop;
        return {
          ...request,
          user: byId.get(row.userId) ?? null,
          shop: {
            ...shop,
            min_amount: num(s.minAmount),
            tax: num(s.tax),
            price: num(s.price),
            price_per_km: num(s.pricePerKm),
            delivery_time: { from: String(s.deliveryTimeFrom), to: String(s.deliveryTimeTo), type: s.deliveryTimeType },
            location: { latitude: s.latitude, longitude: s.longitude },
            category_ids: s.categories.map((c) => c.categoryId),
            tag_ids: s.tags.map((t) => t.shopTagId),
          },
        };
      });
      return { data, total: totals[0]?.value ?? 0 };
    },

    /** Approve or reject a pending request (row-locked, so two operators cannot both decide it). */
    async decide(id: number, decision: { status: 'approved' } | { status: 'rejected'; reason: string }, operatorId: number, at = new Date()) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(sellerRequests).where(eq(sellerRequests.id, id)).for('update');
        if (!row) throw notFound(m.requestNotFound);
        if (row.status !== 'pending') throw new ApiError(409, m.alreadyDecided);
        const reason = decision.status === 'rejected' ? decision.reason : null;
        await tx.update(sellerRequests).set({ status: decision.status, reason, decidedById: operatorId, decidedAt: at, updatedAt: at }).where(eq(sellerRequests.id, id));
        await tx.update(shops).set({ status: decision.status === 'approved' ? 'inactive' : 'rejected', updatedAt: at }).where(eq(shops.id, row.shopId));
        if (decision.status === 'approved') {
          // Operators keep their role; anyone else becomes a seller.
          await tx.update(users).set({ role: 'seller', updatedAt: at }).where(and(eq(users.id, row.userId), inArray(users.role, ['user', 'deliveryman'])));
        }
        await notifyApplicant(tx, row.userId, row.shopId, id, decision.status, reason, at);
      });
    },

    /** An approved applicant's shop goes live (status `approved`, still closed until the seller opens it). */
    async publish(shopId: number, at = new Date()) {
      const [request] = await db.select({ status: sellerRequests.status }).from(sellerRequests).where(eq(sellerRequests.shopId, shopId)).orderBy(desc(sellerRequests.id)).limit(1);
      if (!request) throw notFound(m.shopNotFound);
      if (request.status !== 'approved') throw new ApiError(409, m.notApprovedYet);
      await db.update(shops).set({ status: 'approved', updatedAt: at }).where(eq(shops.id, shopId));
    },
  };
}

async function notifyApplicant(tx: Tx, userId: number, shopId: number, requestId: number, status: 'approved' | 'rejected', reason: string | null, at: Date) {
  const [t] = await tx.select({ title: shopTranslations.title }).from(shopTranslations).where(eq(shopTranslations.shopId, shopId)).limit(1);
  await notifyCustomer(tx, {
    userId,
    type: 'seller_request',
    title: t?.title ?? '',
    body: status === 'approved' ? m.sellerApproved : reason ? `${m.sellerRejected}: ${reason}` : m.sellerRejected,
    data: { id: requestId, type: 'seller_request', status, shop_id: shopId, reason },
    at,
  });
}
