import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoredImage } from './StoredImage';

const url = 'http://shop.test/storage/images/demo/banners/a.webp';
const layout = { sizes: '(min-width: 640px) 576px, 88vw', maxWidth: 576 };
/** The <img>'s attributes by lower-case name (React writes `fetchPriority`, `srcSet`: HTML ignores case). */
const attrs = (html: string): Record<string, string | undefined> => {
  const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
  return Object.fromEntries([...img.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)].map((m) => [(m[1] ?? '').toLowerCase(), m[2]]));
};

describe('StoredImage', () => {
  it('is lazy, decoded async, with width, height, srcset and sizes', () => {
    const a = attrs(renderToStaticMarkup(<StoredImage src={url} alt="" width={1200} height={500} {...layout} />));
    expect(a).toMatchObject({ src: url, width: '1200', height: '500', sizes: layout.sizes, loading: 'lazy', decoding: 'async' });
    expect(a.srcset).toContain(`${url}?w=1280 1280w`);
    expect(a.fetchpriority).toBeUndefined();
  });

  it('fetches the priority image first and never lazily', () => {
    const a = attrs(renderToStaticMarkup(<StoredImage src={url} alt="" width={1200} height={500} {...layout} priority />));
    expect(a).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(a.decoding).toBeUndefined();
  });

  it('loads an eager image at normal priority', () => {
    const a = attrs(renderToStaticMarkup(<StoredImage src={url} alt="" width={96} height={96} sizes="96px" maxWidth={96} eager />));
    expect(a).toMatchObject({ loading: 'eager', decoding: 'async' });
    expect(a.fetchpriority).toBeUndefined();
  });
});
