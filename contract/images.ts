/**
 * Resized copies of stored images (`/storage/images/{path}?w={width}`), shared by the server (which
 * makes them) and the storefront (which lists them in `srcset`).
 *
 * The widths are a short fixed list so every picture has at most this many copies on disk and
 * browsers and caches see the same few URLs. They cover what the storefront draws, at 1× and 2×:
 * 32–96px logos and icons (96, 192), product and shop tiles (320, 480, 640), the phone-wide and
 * two-column cards and banners (640, 960) and the shop cover across a desktop page (1280).
 */
export const IMAGE_WIDTHS = [96, 192, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (value: number): value is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(value);

/** Path prefix of stored images (contract §1.9). */
export const STORAGE_IMAGES_PATH = '/storage/images/';

/** Raster formats the server can resize; anything else (SVG, GIF) is only served as it is. */
export const RESIZABLE_IMAGE = /\.(webp|png|jpe?g|avif)$/i;
