import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../contract/images';
import { candidateWidths, fixedWidth, isStoredImage, responsiveImage } from './images';

const cover = 'http://shop.test/storage/images/demo/shops/forno-cover.webp';

describe('isStoredImage', () => {
  it('accepts our stored raster images on any origin and as a path', () => {
    expect(isStoredImage(cover)).toBe(true);
    expect(isStoredImage('https://api.example.com/storage/images/uploads/a.JPG')).toBe(true);
    expect(isStoredImage('/storage/images/demo/products/pizza-1.png')).toBe(true);
  });

  it('leaves foreign pictures, other formats and URLs with their own query alone', () => {
    for (const url of [
      'https://cdn.example.com/images/a.webp',
      'http://shop.test/storage/images/demo/logo.svg',
      'http://shop.test/storage/images/demo/a.webp?w=320',
      'http://shop.test/storage/images/demo/a.webp#x',
      'http://shop.test/storage/other/a.webp',
      'data:image/webp;base64,AAAA',
      '',
    ]) {
      expect(isStoredImage(url), url).toBe(false);
    }
  });
});

describe('candidateWidths', () => {
  it('lists the copies up to the first that covers twice the drawn width', () => {
    expect(candidateWidths(32)).toEqual([96]);
    expect(candidateWidths(56)).toEqual([96, 192]);
    expect(candidateWidths(160)).toEqual([96, 192, 320]);
    expect(candidateWidths(300)).toEqual([96, 192, 320, 480, 640]);
  });

  it('lists every copy when even the widest is not twice the drawn width', () => {
    expect(candidateWidths(1120)).toEqual([...IMAGE_WIDTHS]);
  });
});

describe('responsiveImage', () => {
  it('gives a stored image a srcset of its copies and the sizes, keeping the original as src', () => {
    const img = responsiveImage(cover, { sizes: '(min-width: 640px) 50vw, 100vw', maxWidth: 300 });
    expect(img.src).toBe(cover);
    expect(img.sizes).toBe('(min-width: 640px) 50vw, 100vw');
    expect(img.srcSet?.split(', ')).toEqual([96, 192, 320, 480, 640].map((w) => `${cover}?w=${w} ${w}w`));
  });

  it('passes a foreign URL through with no srcset', () => {
    expect(responsiveImage('https://cdn.example.com/a.webp', fixedWidth(56))).toEqual({ src: 'https://cdn.example.com/a.webp' });
  });

  it('describes a fixed-size picture by its CSS width', () => {
    expect(responsiveImage(cover, fixedWidth(40))).toMatchObject({ sizes: '40px', srcSet: `${cover}?w=96 96w` });
  });
});
