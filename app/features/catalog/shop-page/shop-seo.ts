import type { Currency } from '../../../../contract/presentation';
import type { CategoryWithProducts, ProductSummary } from '../../../../contract/products';
import { formatMoney } from '../../../lib/money';
import type { MetaDescriptor } from 'react-router';
import { currencyCode, metaDescription, productJsonLd, seoTags, shopJsonLd } from '../../../lib/seo';
import type { ShopPageData } from './load-shop-page';

type SeoInput = Pick<ShopPageData, 'shop' | 'product'> & { canonical: string };

/**
 * The `<head>` tags of a shop page, or of its product link: title, description, canonical, Open
 * Graph, and the cover's preload (the content is HTML made by the loader, so React cannot see
 * the cover <img> to preload it itself).
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
  if (shop.background_img) tags.push({ tagName: 'link', rel: 'preload', as: 'image', href: shop.background_img, fetchPriority: 'high' });
  return tags;
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
