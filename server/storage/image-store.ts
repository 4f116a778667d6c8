import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where uploaded pictures live, so that every instance serves what any instance stored.
 *
 * - Without a bucket: the storage directory (`DATA_DIR/storage`). Several instances then need that
 *   directory on shared storage (one volume).
 * - With `S3_BUCKET`: an S3-compatible bucket holds the originals; each instance keeps a local
 *   copy of what it served under its storage directory. Upload names are unique (a new name per
 *   upload, never rewritten), so a copy can never go stale. Resized copies (`variants.ts`) and the
 *   demo art (drawn the same by every instance at start) stay local: both are made again on demand.
 */
export type ImageStore = {
  /** Stores `data` under the relative path `rel` for every instance. */
  save(rel: string, data: Buffer, contentType: string): Promise<void>;
  remove(rel: string): Promise<void>;
  /** True when `rel` is (now) a file under the storage directory, fetched from the bucket if need be. */
  ensureLocal(rel: string): Promise<boolean>;
};

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, R2, a test fake); unset = AWS. */
  endpoint?: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Unset = the AWS SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Key prefix inside the bucket. */
  prefix?: string;
};

/** Writes through a temporary name and renames, so a reader never sees half a file. */
async function writeAtomically(target: string, data: Uint8Array) {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
}

const isFile = async (file: string) => (await fs.stat(file).catch(() => null))?.isFile() ?? false;

export function localImageStore(root: string): ImageStore {
  const local = (rel: string) => path.join(root, ...rel.split('/'));
  return {
    save: (rel, data) => writeAtomically(local(rel), data),
    remove: (rel) => fs.rm(local(rel), { force: true }),
    ensureLocal: (rel) => isFile(local(rel)),
  };
}

export function s3ImageStore(root: string, settings: S3Settings): ImageStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  const key = (rel: string) => `${settings.prefix ?? ''}${rel}`;
  const local = localImageStore(root);
  const localPath = (rel: string) => path.join(root, ...rel.split('/'));
  // Concurrent requests for one missing picture share one download.
  const fetching = new Map<string, Promise<boolean>>();

  async function download(rel: string): Promise<boolean> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(rel) }));
      if (!object.Body) return false;
      await writeAtomically(localPath(rel), await object.Body.transformToByteArray());
      return true;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw err;
    }
  }

  return {
    async save(rel, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key(rel), Body: data, ContentType: contentType }));
      await local.save(rel, data, contentType);
    },
    async remove(rel) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(rel) }));
      await local.remove(rel);
    },
    async ensureLocal(rel) {
      if (await local.ensureLocal(rel)) return true;
      // Only uploads live in the bucket; anything else (demo art) is drawn locally or is missing.
      if (!rel.startsWith('uploads/')) return false;
      let job = fetching.get(rel);
      if (!job) {
        job = download(rel).finally(() => fetching.delete(rel));
        fetching.set(rel, job);
      }
      return job;
    },
  };
}
