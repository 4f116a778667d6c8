import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../contract/products';
import type { ShopDetail } from '../../contract/shops';
import {
  currencyCode, metaDescription, productJsonLd, productPath, seoTags, serializeJsonLd, shopJsonLd, shopPath, siteOrigin,
} from './seo';

const shop = {
  id: 7,
  slug: 'forno-napoli',
  type: 'restaurant',
  translation: { locale: 'en', title: 'Forno Napoli', description: 'Wood-fired pizza.', address: 'Carrera 35 #8A-15, Medellín' },
  background_img: 'https://shop.test/storage/images/cover.webp',
  logo_img: 'https://shop.test/storage/images/logo.webp',
  phone: '+57 604 322 7788',
  location: { latitude: 6.2101, longitude: -75.5655 },
  shop_working_days: [
    { id: 1, day: 'monday', from: '12:00', to: '22:30', disabled: false },
    { id: 2, day: 'tuesday', from: '12-00', to: '23-59', disabled: false },
    { id: 3, day: 'sunday', from: '00:00', to: '00:00', disabled: true },
  ],
  rating_avg: 4.748,
  reviews_count: 12,
} satisfies Partial<ShopDetail>;

const product = {
  uuid: '81743b4d-d827-512e-8de4-7f4553c788d0',
  img: 'https://shop.test/storage/images/bread.webp',
  translation: { locale: 'en', title: 'Garlic bread', description: 'With herbs.' },
  brand: null,
  stocks: [{ id: 1, countable_id: 1, sku: null, quantity: 0, price: 15800, discount: 800, tax: 0, total_price: 15000, extras: [], addons: [] }],
} satisfies Partial<ProductDetail>;

describe('addresses', () => {
  it('uses the public URL when configured, else the request origin', () => {
    expect(siteOrigin('http://127.0.0.1:3000/shop/1?x=1', 'https://comanda.example/')).toBe('https://comanda.example');
    expect(siteOrigin('http://127.0.0.1:3000/shop/1?x=1', undefined)).toBe('http://127.0.0.1:3000');
    expect(siteOrigin('http://127.0.0.1:3000/shop/1', 'not a url')).toBe('http://127.0.0.1:3000');
  });

  it('names a shop by its slug (id when it has none) and a product as a deep link', () => {
    expect(shopPath(shop)).toBe('/shop/forno-napoli');
    expect(shopPath({ id: 3, slug: '' })).toBe('/shop/3');
    expect(productPath(shop, 'a b')).toBe('/shop/forno-napoli?product=a%20b');
  });
});

describe('metaDescription', () => {
  it('keeps short text on one line and cuts long text at a word with an ellipsis', () => {
    expect(metaDescription('  Pizza\n and   pasta ')).toBe('Pizza and pasta');
    const long = metaDescription('word '.repeat(60), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/word…$/);
  });
});

describe('seoTags', () => {
  it('has title, description, canonical and the Open Graph set', () => {
    const tags = seoTags({
      title: 'Forno Napoli | Comanda', description: 'Pizza', canonical: 'https://x.test/shop/forno-napoli',
      image: 'https://x.test/cover.webp', type: 'website', siteName: 'Comanda', locale: 'en',
    });
    expect(tags).toContainEqual({ title: 'Forno Napoli | Comanda' });
    expect(tags).toContainEqual({ name: 'description', content: 'Pizza' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://x.test/shop/forno-napoli' });
    const og = Object.fromEntries(tags.flatMap((t) => ('property' in t ? [[t.property, t.content] as const] : [])));
    expect(og).toMatchObject({
      'og:title': 'Forno Napoli | Comanda', 'og:description': 'Pizza', 'og:url': 'https://x.test/shop/forno-napoli',
      'og:type': 'website', 'og:image': 'https://x.test/cover.webp',
    });
  });

  it('leaves the image tags out when there is no image', () => {
    const tags = seoTags({ title: 't', description: 'd', canonical: 'https://x.test/', type: 'product', siteName: 's', locale: 'es' });
    expect(tags.some((t) => 'property' in t && t.property === 'og:image')).toBe(false);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });
});

describe('shopJsonLd', () => {
  it('describes a restaurant with address, geo, hours (HH-mm normalised, closed days left out) and rating', () => {
    const ld = shopJsonLd(shop, { url: 'https://x.test/shop/forno-napoli', priceRange: '$5.00–$20.00', servesCuisine: ['Italian'] });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Forno Napoli',
      url: 'https://x.test/shop/forno-napoli',
      image: [shop.background_img, shop.logo_img],
      telephone: '+57 604 322 7788',
      address: { '@type': 'PostalAddress', streetAddress: 'Carrera 35 #8A-15, Medellín' },
      geo: { '@type': 'GeoCoordinates', latitude: 6.2101, longitude: -75.5655 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 12, bestRating: 5 },
      priceRange: '$5.00–$20.00',
      servesCuisine: ['Italian'],
    });
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '12:00', closes: '22:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '12:00', closes: '23:59' },
    ]);
  });

  it('describes a shop as a Store, without rating when nobody reviewed it and without cuisine', () => {
    const ld = shopJsonLd({ ...shop, type: 'shop', reviews_count: 0 }, { url: 'https://x.test/shop/s', servesCuisine: ['Italian'] });
    expect(ld['@type']).toBe('Store');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('servesCuisine');
    expect(ld).not.toHaveProperty('priceRange');
  });
});

describe('productJsonLd', () => {
  it('offers the first variant at its final price in the page currency, out of stock when none is left', () => {
    const ld = productJsonLd(product, { url: 'https://x.test/shop/f?product=1', currency: 'COP', seller: 'Forno Napoli' });
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Garlic bread',
      image: [product.img],
      offers: { '@type': 'Offer', price: '15000.00', priceCurrency: 'COP', availability: 'https://schema.org/OutOfStock' },
    });
    const inStock = productJsonLd({ ...product, stocks: [{ ...product.stocks[0]!, quantity: 3 }] }, { url: 'u', currency: undefined, seller: 's' });
    expect(inStock.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
    expect(inStock.offers).not.toHaveProperty('priceCurrency');
  });

  it('reads ISO codes from currency titles only', () => {
    expect(currencyCode({ title: 'cop' })).toBe('COP');
    expect(currencyCode({ title: 'Peso' })).toBeUndefined();
    expect(currencyCode(null)).toBeUndefined();
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed by seller text and still parses to the same data', () => {
    const data = { name: 'Evil </script><script>alert(1)</script> & <!-- co', line: 'a\u2028b' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(data);
  });
});
