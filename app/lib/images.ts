import { IMAGE_WIDTHS, RESIZABLE_IMAGE, STORAGE_IMAGES_PATH } from '../../contract/images';

/** What an <img> (or an image preload) needs: the URL, and the resized copies when there are any. */
export type ImageSource = { src: string; srcSet?: string; sizes?: string };

export type ImageLayout = {
  /** The `sizes` attribute: how wide the image is drawn, per viewport (e.g. `(min-width: 640px) 50vw, 100vw`). */
  sizes: string;
  /**
   * The widest the image is ever drawn, in CSS pixels. Copies are listed up to twice that (2×
   * screens); wider ones would never be picked, and leaving them out keeps the attribute short.
   */
  maxWidth: number;
};

/** Largest device pixel ratio the listed copies cater for; 3× screens get the 2× copy. */
const MAX_DENSITY = 2;

/**
 * Whether `url` is one of our stored images, which the server resizes with `?w=`: a
 * `/storage/images/…` path of a resizable format, on any origin (the API may be on another host;
 * every Comanda server answers `?w=`), with no query of its own. Anything else — another site's
 * picture, SVG, a data URL — is used as it is.
 */
export function isStoredImage(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.pathname.startsWith(STORAGE_IMAGES_PATH) &&
    RESIZABLE_IMAGE.test(parsed.pathname) &&
    !parsed.search &&
    !parsed.hash
  );
}

/** The copies worth listing for an image drawn at most `maxWidth` CSS px wide. */
export function candidateWidths(maxWidth: number): number[] {
  const needed = Math.max(1, maxWidth) * MAX_DENSITY;
  const upTo = IMAGE_WIDTHS.findIndex((w) => w >= needed);
  return upTo === -1 ? [...IMAGE_WIDTHS] : IMAGE_WIDTHS.slice(0, upTo + 1);
}

/**
 * `src`, `srcSet` and `sizes` for a stored image drawn as `layout` says. `src` stays the original
 * (what a browser without `srcset` support shows, and what the API returned); foreign URLs come
 * back as `{ src }` alone.
 */
export function responsiveImage(url: string, layout: ImageLayout): ImageSource {
  if (!isStoredImage(url)) return { src: url };
  const srcSet = candidateWidths(layout.maxWidth)
    .map((w) => `${url}?w=${w} ${w}w`)
    .join(', ');
  return { src: url, srcSet, sizes: layout.sizes };
}

/** Layout of an image drawn at one fixed CSS size (logos, icons, avatars). */
export const fixedWidth = (px: number): ImageLayout => ({ sizes: `${px}px`, maxWidth: px });
