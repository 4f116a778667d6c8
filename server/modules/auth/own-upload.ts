import { and, eq } from 'drizzle-orm';
import { STORAGE_IMAGES_PATH } from '../../../contract/images';
import type { Database, Tx } from '../../db/client';
import { galleries } from '../../db/schema';

/**
 * A gallery title (G1's absolute URL, or the stored path) → the stored path, when this user
 * uploaded it; else null. Profiles, seller and courier applications may only point at their own
 * uploads, which G1 has already checked and re-encoded (image-upload.ts: SVG drawn to PNG).
 */
export async function findOwnUpload(db: Database | Tx, userId: number, title: string): Promise<string | null> {
  const at = title.indexOf(STORAGE_IMAGES_PATH);
  const rel = (at >= 0 ? title.slice(at + STORAGE_IMAGES_PATH.length) : title).split(/[?#]/)[0]!.replace(/^\/+/, '');
  const [row] = await db
    .select({ path: galleries.path })
    .from(galleries)
    .where(and(eq(galleries.userId, userId), eq(galleries.path, rel)));
  return row?.path ?? null;
}
