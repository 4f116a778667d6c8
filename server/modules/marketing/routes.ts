import { Hono, type Context } from 'hono';
import {
  bannerDetailQuery, bannerIdParams, bannerListQuery, storyListQuery, type BannerDetail, type Story, type StoryGroups,
} from '../../../contract/marketing';
import { cachePolicy } from '../../../contract/cache-policy';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { toShopCard } from '../catalog/shop-card';
import type { I18nService } from '../i18n/service';
import { pickTranslation } from '../i18n/pick-translation';
import { findBanner, findBannerPage, findBannerShopPage, type BannerKind } from './banner-queries';
import { toBanner } from './banner-view';
import { groupStoriesByShop } from './story-groups';
import { findActiveStories } from './story-queries';

/**
 * Banners, ads and stories (contract §2.23): BN1/BN3 lists, BN2/BN4 details with a page of their
 * shops (public, also server-rendered without a token, §1.12), ST1 stories grouped by shop.
 */
export function marketingRoutes(db: Database, i18n: I18nService) {
  const viewContext = async (c: Context<AppEnv>) => ({
    lang: c.var.lang,
    fallbackLocale: await i18n.defaultLocale(),
    imageUrl: c.var.imageUrl,
  });

  const list = (kind: BannerKind) => async (c: Context<AppEnv>) => {
    const query = readQuery(c, bannerListQuery);
    const ctx = await viewContext(c);
    const { rows, total } = await findBannerPage(db, kind, query, query.address);
    return paginated(c, rows.map((row) => toBanner(row, ctx)), { page: query.page, perPage: query.perPage, total });
  };

  const detail = (kind: BannerKind) => async (c: Context<AppEnv>) => {
    const { id } = readParams(c, bannerIdParams);
    const query = readQuery(c, bannerDetailQuery);
    const row = await findBanner(db, kind, id);
    if (!row) throw notFound(`${kind === 'ad' ? 'Ad' : 'Banner'} ${id} was not found`);
    const ctx = await viewContext(c);
    const shopPage = await findBannerShopPage(db, id, query, [...new Set([ctx.lang, ctx.fallbackLocale])]);
    const body: BannerDetail = {
      ...toBanner(row, ctx),
      shops: shopPage.rows.map((shop) => toShopCard(shop, ctx)),
      shops_count: shopPage.total,
    };
    return ok(c, body, 'publicData');
  };

  return new Hono<AppEnv>()
    .get('/rest/banners/paginate', list('banner'))
    .get('/rest/banners/:id', detail('banner'))
    .get('/rest/banners-ads', list('ad'))
    .get('/rest/banners-ads/:id', detail('ad'))
    .get('/rest/stories/paginate', async (c) => {
      const query = readQuery(c, storyListQuery);
      const ctx = await viewContext(c);
      const { rows, shopTitles, productTitles } = await findActiveStories(db, query.address);
      const titleOf = (titles: typeof shopTitles, ownerId: number) =>
        pickTranslation(titles.filter((t) => t.ownerId === ownerId), ctx.lang, ctx.fallbackLocale)?.title ?? null;
      const flat: Story[] = rows.map((r) => ({
        id: r.id,
        shop_id: r.shopId,
        logo_img: ctx.imageUrl(r.shopLogo),
        title: titleOf(shopTitles, r.shopId) ?? '',
        product_uuid: r.productUuid,
        product_title: r.productId === null ? null : titleOf(productTitles, r.productId),
        url: ctx.imageUrl(r.img) ?? '',
        created_at: r.createdAt.toISOString(),
      }));
      // Contract §1.5: the body is the bare array of arrays, not an envelope.
      c.header('Cache-Control', cachePolicy.publicData);
      const body: StoryGroups = groupStoriesByShop(flat);
      return c.json(body);
    });
}
