import type { ImgHTMLAttributes } from 'react';
import { responsiveImage, type ImageLayout } from '../lib/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority' | 'decoding' | 'width' | 'height'> &
  ImageLayout & {
    src: string;
    alt: string;
    /** Intrinsic proportions: with CSS sizing the box is reserved before the picture arrives (no layout shift). */
    width: number;
    height: number;
    /**
     * The page's largest picture above the fold (its LCP): fetched first, never lazy. React's
     * server renderer also puts a `<link rel="preload" imagesrcset>` for it in the `<head>` — it
     * does that for every image that is not lazy, which is why all the others are lazy.
     */
    priority?: boolean;
    /**
     * Above the fold but not the LCP (a logo beside the cover): not lazy, normal priority. Only for
     * HTML rendered by a loader, whose in-body preloads are cut: on a streamed page React would
     * preload it as well.
     */
    eager?: boolean;
  };

/**
 * An <img> of a stored picture: `srcset` of the server's resized copies (`lib/images.ts`), explicit
 * width and height, and the loading rule of the house — lazy and decoded off the main thread,
 * except the one `priority` image.
 */
export function StoredImage({ src, sizes, maxWidth, priority = false, eager = false, alt, ...rest }: Props) {
  const source = responsiveImage(src, { sizes, maxWidth });
  return (
    <img
      {...source}
      alt={alt}
      {...rest}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The LCP image is decoded with the paint it belongs to; the rest may come a frame later.
      decoding={priority ? undefined : 'async'}
    />
  );
}
