import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { ImageWidth } from '../../contract/images';

/** Where resized copies live, inside the storage directory (hidden from direct requests). */
export const VARIANTS_DIR = '.variants';

/** Encoder settings per output format; the seed's demo art is WebP at the same quality. */
const QUALITY = 78;

/**
 * Resized copies of stored images, made with sharp on the first request and kept on disk under
 * `{storage}/.variants/{width}/{path}`, so every later request is a plain file read. A copy older
 * than its original (the picture was replaced) is made again.
 *
 * At most `concurrency` resizes run at once: a page of new pictures asks for dozens of copies
 * together, and each decode holds a full bitmap in memory and a core busy. Requests for the same
 * copy while it is being made wait for that one resize.
 */
export function createVariantStore(root: string, options: { concurrency?: number } = {}) {
  const limit = createLimiter(options.concurrency ?? 2);
  const pending = new Map<string, Promise<string | null>>();

  /**
   * The file to send for `relPath` at `width`: the copy, or the original itself when it cannot be
   * resized (undecodable, logged) — never worse than what the plain URL serves. `null` when the
   * original does not exist.
   */
  async function variantFile(relPath: string, width: ImageWidth, log: Logger): Promise<string | null> {
    const original = path.join(root, relPath);
    const target = path.join(root, VARIANTS_DIR, String(width), relPath);
    const source = await fs.stat(original).catch(() => null);
    if (!source?.isFile()) return null;
    const made = await fs.stat(target).catch(() => null);
    if (made && made.mtimeMs >= source.mtimeMs) return target;

    let job = pending.get(target);
    if (!job) {
      job = limit(() => makeVariant(original, target, width))
        .then(() => target)
        .catch((err: unknown) => {
          log.warn({ err, path: relPath, width }, 'image variant failed; serving the original');
          return original;
        })
        .finally(() => pending.delete(target));
      pending.set(target, job);
    }
    return job;
  }

  return { variantFile };
}

export type VariantStore = ReturnType<typeof createVariantStore>;

/**
 * Writes the copy through a temporary name and renames it, so a reader never sees half a file and
 * a crash leaves no broken copy behind. Never upscales: an original no wider than `width` is copied
 * byte for byte (re-encoding it would only lose quality).
 */
async function makeVariant(original: string, target: string, width: number): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    // From a buffer, not the path: sharp caches what it opened by file name, and would resize the
    // old picture again after the original is replaced.
    const image = sharp(await fs.readFile(original), { failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width) throw new Error('image has no width');
    if (meta.width <= width) {
      await fs.copyFile(original, temp);
    } else {
      // `rotate()` applies EXIF orientation before resizing (photos from phones); the output keeps
      // the original's format so the URL's extension and Content-Type stay true.
      const resized = image.rotate().resize({ width, withoutEnlargement: true });
      // (sharp reports AVIF as its container, `heif`; only `.avif` names get this far.)
      const format = meta.format === 'jpeg' || meta.format === 'png' ? meta.format : meta.format === 'heif' ? 'avif' : 'webp';
      await resized.toFormat(format, { quality: QUALITY }).toFile(temp);
    }
    await fs.rename(temp, target);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
}

/** Runs at most `max` of the given tasks at a time, in the order they were asked for. */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finished task hands its slot straight to the next waiter, so a newcomer cannot slip in
    // between and make it `max + 1`.
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
