import type { MetaDescriptor } from 'react-router';
import type { ProductDetail } from '../../contract/products';
import type { ShopDetail, WeekDay } from '../../contract/shops';

/**
 * Search-engine and link-preview helpers: absolute URLs, meta/Open Graph tags, and schema.org
 * JSON-LD for shops (Restaurant/Store) and products. Pure functions, so loaders compute once and
 * the `meta` exports only copy.
 */

/** The site's public origin: the configured public URL when there is one, else the request's. */
export function siteOrigin(requestUrl: string, publicUrl?: string | undefined): string {
  if (publicUrl) {
    try {
      return new URL(publicUrl).origin;
    } catch {
      // A malformed setting must not break every page: fall back to the request.
    }
  }
  return new URL(requestUrl).origin;
}

/** The one address of a shop page (its slug reads well and never changes with the id). */
export function shopPath(shop: Pick<ShopDetail, 'id' | 'slug'>): string {
  return `/shop/${encodeURIComponent(shop.slug || String(shop.id))}`;
}

/** A product's deep link: the shop page with the product dialog open. */
export function productPath(shop: Pick<ShopDetail, 'id' | 'slug'>, productUuid: string): string {
  return `${shopPath(shop)}?product=${encodeURIComponent(productUuid)}`;
}

/** Text for `<meta name="description">`: one line, at most `max` characters, cut at a word. */
export function metaDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export type PageSeo = {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Absolute URL of the preview image. */
  image?: string | null | undefined;
  /** Open Graph type: `website` for shop pages, `product` for product deep links, `article` for blog posts. */
  type: 'website' | 'product' | 'article';
  siteName: string;
  locale: string;
};

/** `<title>`, description, canonical link, Open Graph and Twitter card tags of one page. */
export function seoTags(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: seo.type },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:locale', content: seo.locale },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo.image) tags.push({ property: 'og:image', content: seo.image }, { name: 'twitter:image', content: seo.image });
  return tags;
}

/**
 * JSON for an inline `<script type="application/ld+json">`. Shop and product texts come from
 * sellers: `<`, `>` and `&` are written as JSON escapes so no text can close the script element
 * (`</script>`) or start a comment, and U+2028/2029 so old parsers read it as JSON.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const SCHEMA_DAY: Record<WeekDay, string> = {
  sunday: 'https://schema.org/Sunday',
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
};

/** Working-hours times arrive as `HH:mm` or `HH-mm` (contract §1.10). */
export function normalizeTime(time: string): string {
  return time.replace('-', ':');
}

type ShopForJsonLd = Pick<
  ShopDetail,
  'type' | 'translation' | 'background_img' | 'logo_img' | 'phone' | 'location' | 'shop_working_days' | 'rating_avg' | 'reviews_count'
>;

/**
 * schema.org Restaurant (restaurants) or Store (shops) of a shop page. `priceRange` is the
 * cheapest–dearest product price when known; schema.org has no cuisine field for our tags, so
 * `servesCuisine` is only sent when the caller knows one.
 */
export function shopJsonLd(
  shop: ShopForJsonLd,
  { url, priceRange, servesCuisine }: { url: string; priceRange?: string | undefined; servesCuisine?: string[] | undefined },
): Record<string, unknown> {
  const restaurant = shop.type === 'restaurant';
  const images = [shop.background_img, shop.logo_img].filter((x): x is string => Boolean(x));
  const hours = shop.shop_working_days
    .filter((d) => !d.disabled)
    .map((d) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAY[d.day], opens: normalizeTime(d.from), closes: normalizeTime(d.to) }));
  return {
    '@context': 'https://schema.org',
    '@type': restaurant ? 'Restaurant' : 'Store',
    '@id': url,
    url,
    name: shop.translation?.title ?? '',
    ...(shop.translation?.description ? { description: shop.translation.description } : {}),
    ...(images.length ? { image: images } : {}),
    ...(shop.logo_img ? { logo: shop.logo_img } : {}),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.translation?.address ? { address: { '@type': 'PostalAddress', streetAddress: shop.translation.address } } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: shop.location.latitude, longitude: shop.location.longitude },
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(shop.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(shop.rating_avg * 10) / 10,
            reviewCount: shop.reviews_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(priceRange ? { priceRange } : {}),
    ...(restaurant && servesCuisine?.length ? { servesCuisine } : {}),
  };
}

/** ISO 4217 code of a currency, when its title is one (schema.org offers need the code). */
export function currencyCode(currency: { title: string } | null | undefined): string | undefined {
  const code = currency?.title.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/**
 * schema.org Product of a `?product=` deep link: its first variant is the offer (prices already in
 * the requested currency), in stock while that variant has any left.
 */
export function productJsonLd(
  product: Pick<ProductDetail, 'uuid' | 'img' | 'translation' | 'stocks' | 'brand'>,
  { url, currency, seller }: { url: string; currency: string | undefined; seller: string },
): Record<string, unknown> {
  const stock = product.stocks[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    url,
    name: product.translation?.title ?? '',
    ...(product.translation?.description ? { description: product.translation.description } : {}),
    ...(product.img ? { image: [product.img] } : {}),
    sku: product.uuid,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    ...(stock
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: stock.total_price.toFixed(2),
            ...(currency ? { priceCurrency: currency } : {}),
            availability: stock.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            seller: { '@type': 'Organization', name: seller },
          },
        }
      : {}),
  };
}
