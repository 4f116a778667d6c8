import { desc, eq } from 'drizzle-orm';
import type { UserShop } from '../../../contract/applications';
import type { Database } from '../../db/client';
import { sellerRequests, type shops } from '../../db/schema';
import { pickTranslation } from '../i18n/pick-translation';

/**
 * PR1's `user.shop` (contract §3.24): the shop of the customer's newest seller request with that
 * request's state, or null when the customer never applied. Read by the profile (auth/user-view.ts)
 * and answered by BS1.
 */

export type ImageUrl = (stored: string | null | undefined) => string | null;

export async function findUserShop(db: Database, userId: number, lang: string, fallbackLocale: string, imageUrl: ImageUrl): Promise<UserShop | null> {
  const row = await db.query.sellerRequests.findFirst({
    where: eq(sellerRequests.userId, userId),
    orderBy: desc(sellerRequests.id),
    with: { shop: { with: { translations: { columns: { searchVector: false } } } } },
  });
  return row ? shopView(row, lang, fallbackLocale, imageUrl) : null;
}

type RequestWithShop = typeof sellerRequests.$inferSelect & {
  shop: typeof shops.$inferSelect & { translations: Array<{ locale: string; title: string; description: string | null; address: string | null }> };
};

export function shopView(row: RequestWithShop, lang: string, fallbackLocale: string, imageUrl: ImageUrl): UserShop {
  const t = pickTranslation(row.shop.translations, lang, fallbackLocale);
  return {
    id: row.shop.id,
    uuid: row.shop.uuid,
    slug: row.shop.slug,
    type: row.shop.type,
    status: row.shop.status,
    logo_img: imageUrl(row.shop.logoImg),
    background_img: imageUrl(row.shop.backgroundImg),
    phone: row.shop.phone,
    translation: t ? { locale: t.locale, title: t.title, description: t.description, address: t.address } : null,
    request: {
      id: row.id,
      status: row.status,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
    },
  };
}

