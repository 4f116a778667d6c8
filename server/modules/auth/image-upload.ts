import sharp from 'sharp';

/**
 * Uploaded pictures (G1). The type comes from the file's first bytes, never from its name or the
 * declared content type. Raster images are decoded and written again by sharp (EXIF orientation
 * applied, metadata such as GPS position dropped, at most 2048 px on the long side); an SVG is
 * drawn to PNG, so no uploaded script is ever served from this origin.
 */

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'svg';

const startsWith = (buf: Uint8Array, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

/** PNG, JPEG and WebP by their signatures; SVG by an `<svg` root in the first kilobyte of text. */
export function detectImageKind(buf: Uint8Array): ImageKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  const head = Buffer.from(buf.subarray(0, 1024)).toString('utf8').replace(/^\uFEFF/, '');
  // XML declaration and comments may precede the root element; anything else may not.
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, '');
  return /^<svg[\s>]/i.test(rest) ? 'svg' : null;
}

const MAX_SIDE = 2048;
/** Refuse decompression bombs: a small file that decodes to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { data: Buffer; ext: 'png' | 'jpg' | 'webp'; mime: string };

export class UnreadableImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableImageError';
  }
}

export async function normaliseImage(buf: Buffer, kind: ImageKind): Promise<StoredImage> {
  if (kind === 'svg') {
    const text = buf.toString('utf8');
    // No DTDs (entity expansion) and no external references.
    if (/<!DOCTYPE|<!ENTITY/i.test(text) || /(?:href|src)\s*=\s*["']\s*(?!#|data:)/i.test(text)) {
      throw new UnreadableImageError('SVG with external references or a DTD');
    }
  }
  try {
    const image = sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, density: kind === 'svg' ? 144 : undefined, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (kind === 'jpeg') return { data: await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer(), ext: 'jpg', mime: 'image/jpeg' };
    if (kind === 'webp') return { data: await image.webp({ quality: 88 }).toBuffer(), ext: 'webp', mime: 'image/webp' };
    return { data: await image.png({ compressionLevel: 9 }).toBuffer(), ext: 'png', mime: 'image/png' };
  } catch (err) {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  }
}
