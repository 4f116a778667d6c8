import type { ArtSpec } from './art/compose';
import type { Motif } from './art/motifs';

/**
 * A demo picture: where it is stored (relative to the storage root, as saved in the database) and
 * what it shows. Data modules build these with the helpers below; `images.ts` renders exactly the
 * ones the seed model references, so the seed and the files cannot drift apart.
 */
export type DemoImage = { readonly path: string; readonly spec: ArtSpec };

const kebab = (text: string): string => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export const pic = {
  /** Product tiles are shared by motif and colour variant: many products, few files. */
  product: (motif: Motif, variant: number): DemoImage => ({
    path: `demo/products/${kebab(motif)}-${variant}.webp`,
    spec: { kind: 'product', motif, variant },
  }),
  icon: (folder: string, name: string, motif: Motif, hue: number): DemoImage => ({
    path: `demo/${folder}/${name}.webp`,
    spec: { kind: 'icon', motif, hue },
  }),
  logo: (slug: string, motif: Motif, hue: number): DemoImage => ({
    path: `demo/shops/${slug}-logo.webp`,
    spec: { kind: 'logo', motif, hue },
  }),
  brand: (slug: string, motif: Motif, hue: number, shape: number): DemoImage => ({
    path: `demo/brands/${slug}.webp`,
    spec: { kind: 'brand', motif, hue, shape },
  }),
  scene: (folder: string, name: string, size: readonly [number, number], motifs: readonly Motif[], hue: number, focus: 'center' | 'right' = 'right'): DemoImage => ({
    path: `demo/${folder}/${name}.webp`,
    spec: { kind: 'scene', width: size[0], height: size[1], motifs, hue, focus, seed: `${folder}/${name}` },
  }),
};

/** Picture sizes per use, in one place. */
export const SIZES = {
  cover: [1200, 600],
  banner: [1200, 500],
  ad: [960, 540],
  story: [720, 1280],
  blog: [1200, 630],
  recipe: [800, 600],
  recipeHero: [1200, 600],
  page: [1200, 630],
} as const;
