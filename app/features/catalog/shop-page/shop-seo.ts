import type { Currency } from '../../../../contract/presentation';
import type { CategoryWithProducts, ProductSummary } from '../../../../contract/products';
import { formatMoney } from '../../../lib/money';
import type { MetaDescriptor } from 'react-router';
import { responsiveImage, type ImageLayout } from '../../../lib/images';
import { currencyCode, metaDescription, productJsonLd, seoTags, shopJsonLd } from '../../../lib/seo';
import { PRODUCT_DIALOG_IMAGE } from '../product/product-image';
import { COVER_LAYOUT } from './ShopHero';
import type { ShopPageData } from './load-shop-page';

type SeoInput = Pick<ShopPageData, 'shop' | 'product'> & { canonical: string };

/**
 * The `<head>` tags of a shop page, or of its product link: title, description, canonical, Open
 * Graph, and the preload of the picture painted first (the content is HTML made by the loader,
 * so React cannot see the <img> to preload it itself): the cover, or on a `?product=` link the
 * product's picture, since the dialog opens over the cover (and fills a phone's screen).
 */
export function shopPageHead({ shop, product, canonical }: SeoInput, site: { siteName: string; locale: string }): MetaDescriptor[] {
  const shopTitle = shop.translation?.title ?? shop.slug;
  const text = product?.translation?.description || shop.translation?.description || [shopTitle, shop.translation?.address].filter(Boolean).join(' — ');
  const name = product ? `${product.translation?.title ?? ''} · ${shopTitle}` : shopTitle;
  const tags = seoTags({
    title: `${name} | ${site.siteName}`,
    description: metaDescription(text),
    canonical,
    image: product?.img ?? shop.background_img ?? shop.logo_img,
    type: product ? 'product' : 'website',
    ...site,
  });
  if (product) {
    if (product.img) tags.push(imagePreload(product.img, PRODUCT_DIALOG_IMAGE));
  } else if (shop.background_img) {
    tags.push(imagePreload(shop.background_img, COVER_LAYOUT));
  }
  return tags;
}

/**
 * `<link rel="preload" as="image">` with the same `imagesrcset`/`imagesizes` as the <img>, so the
 * browser fetches the one copy it will draw, before it has read the page's markup.
 */
function imagePreload(url: string, layout: ImageLayout): MetaDescriptor {
  const { src, srcSet, sizes } = responsiveImage(url, layout);
  return { tagName: 'link', rel: 'preload', as: 'image', href: src, ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}), fetchPriority: 'high' };
}

const withChildren = (c: CategoryWithProducts): ProductSummary[] => [...c.products, ...c.children.flatMap(withChildren)];

/** The cheapest–dearest menu price, e.g. `$5.00–$20.00`, for schema.org `priceRange`. */
export function menuPriceRange(menu: ShopPageData['menu'], currency: Currency | null): string | undefined {
  const prices = (menu?.all.flatMap(withChildren) ?? []).flatMap((p) => (p.stock ? [p.stock.total_price] : []));
  if (!prices.length) return undefined;
  return `${formatMoney(Math.min(...prices), currency)}–${formatMoney(Math.max(...prices), currency)}`;
}

/** JSON-LD of the page: the shop (Restaurant/Store), and the product of a `?product=` link. */
export function shopPageJsonLd(page: ShopPageData & { canonical: string; shopUrl: string }, currency: Currency | null) {
  const shop = shopJsonLd(page.shop, { url: page.shopUrl, priceRange: menuPriceRange(page.menu, currency) });
  if (!page.product) return [shop];
  const title = page.shop.translation?.title ?? page.shop.slug;
  return [shop, productJsonLd(page.product, { url: page.canonical, currency: currencyCode(currency), seller: title })];
}
