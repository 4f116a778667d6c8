import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderArt } from './art/compose';
import { collectDemoImages } from './model';
import type { DemoImage } from './pictures';

/**
 * Renders the demo pictures (SVG drawn in code → WebP via sharp) under `${storageDir}/demo/`.
 * Nothing is downloaded. A marker file holds a hash of the picture list and the art version, so a
 * re-run with nothing changed returns at once and any change to the data or the drawings
 * re-renders everything.
 */

/** Bump when a drawing changes (the picture list is hashed automatically). */
const ART_VERSION = 'art-1';
const CONCURRENCY = 4;

/** Every picture the seed references; what `ensureDemoImages` renders. */
export function listDemoImages(): DemoImage[] {
  return collectDemoImages();
}

export function demoImagesVersion(images: readonly DemoImage[] = listDemoImages()): string {
  const hash = createHash('sha256').update(ART_VERSION).update(JSON.stringify(images)).digest('hex').slice(0, 16);
  return `${ART_VERSION}+${hash}`;
}

export async function ensureDemoImages(storageDir: string): Promise<void> {
  const images = listDemoImages();
  const version = demoImagesVersion(images);
  const demoDir = path.join(storageDir, 'demo');
  const marker = path.join(demoDir, '.version');
  const current = await fs.readFile(marker, 'utf8').catch(() => '');
  if (current.trim() === version) return;

  // Pictures are independent: render a few at a time so both cores stay busy without holding
  // hundreds of decoded bitmaps in memory.
  await fs.mkdir(demoDir, { recursive: true });
  const queue = [...images];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) await renderOne(storageDir, image);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Written last: an interrupted run leaves no marker and starts over next time.
  await fs.writeFile(marker, version);
}

async function renderOne(storageDir: string, image: DemoImage): Promise<void> {
  const target = path.join(storageDir, image.path);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(renderArt(image.spec))).webp({ quality: 78 }).toFile(target);
}
