import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ShopProducts } from '../../contract/products';
import type { ShopCard, ShopDetail } from '../../contract/shops';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();
const EN = { Cookie: 'locale=en' };

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${storefront.server.url}/api/v1/${path}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const htmlOf = async (path: string) => (await fetch(storefront.server.url + path, { headers: EN })).text();
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

/** Attributes of a tag by lower-case name (React writes `imageSrcSet`, `fetchPriority`: HTML ignores case). */
const attrs = (tag: string): Record<string, string | undefined> =>
  Object.fromEntries([...tag.matchAll(/ ([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [(m[1] ?? '').toLowerCase(), (m[2] ?? '').replace(/&amp;/g, '&')]));
const imagePreloads = (html: string) => [...head(html).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => attrs(m[0]));
/** The <img>s whose srcset lists copies of `url`. */
const imgsOf = (html: string, url: string) =>
  [...html.matchAll(/<img [^>]*>/g)].map((m) => attrs(m[0])).filter((a) => a.srcset?.startsWith(`${url}?w=`));
const imgOf = (html: string, url: string) => imgsOf(html, url)[0];

let shop: ShopDetail;
let product: ProductDetail;

beforeAll(async () => {
  const [first] = await api<ShopCard[]>('rest/shops/paginate?type=restaurant&perPage=1&lang=en');
  shop = await api<ShopDetail>(`rest/shops/${first!.id}?lang=en`);
  const menu = await api<ShopProducts>(`rest/shops/${shop.id}/products?lang=en`);
  const summary = menu.all.flatMap((c) => c.products).find((p) => p.img)!;
  product = await api<ProductDetail>(`rest/products/${summary.uuid}?lang=en`);
});

describe('responsive images in the HTML', () => {
  it('shop page: the hero cover has srcset, sizes, width and height and is preloaded from <head> with the same copies', async () => {
    const html = await htmlOf(`/shop/${shop.id}`);
    const cover = imgOf(html, shop.background_img!);
    expect(cover).toMatchObject({ width: '1200', height: '600', fetchpriority: 'high' });
    expect(cover?.srcset).toContain(`${shop.background_img}?w=640 640w`);
    expect(cover?.loading).not.toBe('lazy');
    const logo = imgOf(html, shop.logo_img!);
    expect(logo).toMatchObject({ width: '96', height: '96', sizes: '96px' });
    // One image preload: the cover, naming the copies the <img> will pick from.
    const preloads = imagePreloads(html);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatchObject({ imagesrcset: cover?.srcset, imagesizes: cover?.sizes, fetchpriority: 'high' });
    // Menu pictures are lazy, with a box reserved.
    const menuImg = imgOf(html, product.img!);
    expect(menuImg).toMatchObject({ loading: 'lazy', width: '600', height: '600' });
  });

  it('product link: the product picture is preloaded instead of the cover', async () => {
    const html = await htmlOf(`/shop/${shop.id}?product=${product.uuid}`);
    const preloads = imagePreloads(html);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.imagesrcset).toContain(`${product.img}?w=640 640w`);
    expect(preloads[0]?.imagesizes).toBe('(max-width: 576px) 100vw, 512px');
    expect(imgOf(html, shop.background_img!)?.fetchpriority).toBeUndefined();
  });

  it('home layout 1: the first banner is preloaded, nothing further down is', async () => {
    const html = await htmlOf('/');
    const preloads = imagePreloads(html);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatchObject({ fetchpriority: 'high' });
    expect(preloads[0]?.imagesrcset).toMatch(/\/storage\/images\/demo\/banners\/[^ ]+\.webp\?w=96 96w/);
    // The "all shops" grid is far below the fold: its cards (600×300 covers) are lazy.
    const [card] = await api<ShopCard[]>('rest/shops/paginate?perPage=1&lang=en&address[latitude]=6.2442&address[longitude]=-75.5812');
    const cover = imgsOf(html, card!.background_img!).find((img) => img.width === '600');
    expect(cover).toMatchObject({ loading: 'lazy', height: '300' });
  });

  it('home layout 2: the banners start below the fold on a phone, so no picture is preloaded', async () => {
    expect(imagePreloads(await htmlOf('/?v=2'))).toEqual([]);
  });

  it('every stored picture on these pages has width, height and a srcset', async () => {
    for (const path of ['/', '/?v=2', `/shop/${shop.id}`, '/shop', '/brands', '/promotion']) {
      const html = await htmlOf(path);
      const stored = [...html.matchAll(/<img [^>]*>/g)].map((m) => attrs(m[0])).filter((a) => a.src?.includes('/storage/images/'));
      expect(stored.length, path).toBeGreaterThan(0);
      for (const img of stored) {
        expect(img.width && img.height, `${path} ${img.src}`).toBeTruthy();
        expect(img.srcset, `${path} ${img.src}`).toContain(`${img.src}?w=96 96w`);
        expect(img.sizes, `${path} ${img.src}`).toBeTruthy();
      }
    }
  });
});

describe('responsive images in Chromium', () => {
  it('a phone gets a resized copy of the shop card cover and of the hero cover', async () => {
    const { context, page } = await storefront.open('/shop', { width: 360, height: 780, cookies: { locale: 'en' } });
    const card = page.locator('article img').first();
    await card.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('article img');
      return img?.complete && img.naturalWidth > 0;
    });
    const cardImg = await card.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, natural: img.naturalWidth, w: img.getAttribute('width'), h: img.getAttribute('height') }));
    expect(cardImg.src).toMatch(/\?w=\d+$/);
    expect(cardImg.natural).toBeLessThan(1200);
    expect(cardImg).toMatchObject({ w: '600', h: '300' });

    await page.goto(`${storefront.server.url}/shop/${shop.id}`);
    const hero = page.locator(`img[srcset^="${shop.background_img}?w="]`);
    await page.waitForFunction((url) => {
      const img = document.querySelector<HTMLImageElement>(`img[srcset^="${url}?w="]`);
      return img?.complete && img.naturalWidth > 0;
    }, shop.background_img);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=(320|480|640|960|1280)$/);
    await context.close();
  });

  it('product link: the dialog shows the preloaded copy, fetched once', async () => {
    const { context, page } = await storefront.open(`/shop/${shop.id}?product=${product.uuid}`, { width: 360, height: 780, cookies: { locale: 'en' } });
    const img = page.getByRole('dialog').locator(`img[srcset^="${product.img}?w="]`);
    await img.waitFor();
    await page.waitForFunction((url) => {
      const el = document.querySelector<HTMLImageElement>(`dialog[open] img[srcset^="${url}?w="]`);
      return el?.complete && el.naturalWidth > 0;
    }, product.img);
    const shown = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(shown).toMatch(/\?w=\d+$/);
    const fetched = await page.evaluate(
      (url) => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.startsWith(`${url}?w=`)),
      product.img,
    );
    // The preload and the <img> agreed on one copy (the menu card behind may add its 96px thumbnail).
    expect(fetched.filter((name) => !name.endsWith('?w=96'))).toEqual([shown]);
    await context.close();
  });
});
