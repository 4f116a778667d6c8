import { MOTIFS, type Motif } from './motifs';
import { circle, hsl, n, path, pick, rect, rng, wobble } from './svg';

/**
 * What a demo picture shows. Plain data (no SVG), so the list of pictures can be hashed into the
 * version marker and the seed can store paths without rendering anything.
 */
export type ArtSpec =
  /** 600×600 product tile: one motif on a soft background; `variant` picks colours. */
  | { kind: 'product'; motif: Motif; variant: number }
  /** 256×256 category / tag icon. */
  | { kind: 'icon'; motif: Motif; hue: number }
  /** 256×256 round shop logo badge in the shop's brand colour. */
  | { kind: 'logo'; motif: Motif; hue: number }
  /** 256×256 brand emblem; `shape` 0–3 = circle, rounded square, hexagon, shield. */
  | { kind: 'brand'; motif: Motif; hue: number; shape: number }
  /** Wide or tall illustrated scene: shop covers, banners, ads, stories, blog and page pictures. */
  | { kind: 'scene'; width: number; height: number; motifs: readonly Motif[]; hue: number; focus: 'center' | 'right'; seed: string };

export const artSize = (spec: ArtSpec): { width: number; height: number } =>
  spec.kind === 'scene' ? { width: spec.width, height: spec.height } : spec.kind === 'product' ? { width: 600, height: 600 } : { width: 256, height: 256 };

/** Draw `motif` centred on (x, y), `size` px wide. */
const place = (motif: Motif, v: number, x: number, y: number, size: number, rotate = 0, opacity = 1): string =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(size / 100)}) translate(-50 -50)"${opacity < 1 ? ` opacity="${n(opacity)}"` : ''}>${MOTIFS[motif](v)}</g>`;

/**
 * Lifts motifs off their background without raster filters (those triple the render time): a
 * stylesheet repaints copies of the motif as flat silhouettes, one offset down as a shadow and one
 * with a thin outline as a halo, so white plates and glasses stay visible on pale backgrounds.
 * Stroked details keep their own width; filled shapes get the outline.
 */
const liftStyle = (hue: number): string =>
  `<style>.sil *{fill:${hsl(hue, 35, 28)}}.sil [stroke]{stroke:${hsl(hue, 35, 28)}}` +
  `.sil :not([stroke]){stroke:${hsl(hue, 35, 28)};stroke-width:1.6px;stroke-linejoin:round}.sil [fill="none"]{fill:none}</style>`;

const lifted = (content: string, shadowDy: number): string =>
  `<g class="sil" opacity="0.13" transform="translate(0 ${n(shadowDy)})">${content}</g><g class="sil" opacity="0.22">${content}</g>${content}`;

const svgDoc = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Soft hues that flatter food; a product's tile colour comes from here. */
const TILE_HUES = [14, 38, 52, 95, 150, 185, 205, 265, 330, 0];

const hashOf = (text: string): number => Math.floor(rng(text)() * 1000);

function productSvg(motif: Motif, variant: number): string {
  const hue = pick(TILE_HUES, hashOf(motif) + variant * 3);
  const dots = rng(`${motif}:${variant}`);
  const confetti = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2 + dots();
    const r = 230 + dots() * 50;
    const [x, y] = [300 + Math.cos(a) * r, 300 + Math.sin(a) * r];
    return i % 3 === 0
      ? circle(x, y, 10 + dots() * 8, 'none', { stroke: hsl(hue, 60, 80), 'stroke-width': 5 })
      : circle(x, y, 5 + dots() * 7, hsl(hue + 20, 65, 82));
  }).join('');
  return svgDoc(600, 600,
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${hsl(hue, 80, 96)}"/><stop offset="1" stop-color="${hsl(hue, 62, 87)}"/></radialGradient>${liftStyle(hue)}</defs>` +
    rect(0, 0, 600, 600, 0, 'url(#bg)') + confetti + circle(300, 290, 210, hsl(hue, 85, 95), { opacity: 0.85 }) +
    lifted(place(motif, variant, 300, 285, 400), 14));
}

function iconSvg(motif: Motif, hue: number): string {
  return svgDoc(256, 256,
    `<defs>${liftStyle(hue)}</defs>` +
    rect(0, 0, 256, 256, 0, hsl(hue, 75, 92)) + circle(128, 128, 102, hsl(hue, 85, 96)) + lifted(place(motif, 0, 128, 124, 178), 6));
}

function logoSvg(motif: Motif, hue: number): string {
  return svgDoc(256, 256,
    `<defs>${liftStyle(hue)}</defs>` +
    circle(128, 128, 127, hsl(hue, 62, 48)) + circle(128, 128, 112, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.55 }) +
    circle(128, 128, 100, hsl(hue, 80, 94)) + lifted(place(motif, 1, 128, 126, 150), 5));
}

const SHAPES = [
  (fill: string, inset: number) => circle(128, 128, 124 - inset, fill),
  (fill: string, inset: number) => rect(6 + inset, 6 + inset, 244 - 2 * inset, 244 - 2 * inset, 48 - inset / 2, fill),
  (fill: string, inset: number) => {
    const r = 126 - inset * 1.1;
    return path(`${Array.from({ length: 6 }, (_, i) => `${i ? 'L' : 'M'}${n(128 + Math.cos((i * Math.PI) / 3 + Math.PI / 6) * r)} ${n(128 + Math.sin((i * Math.PI) / 3 + Math.PI / 6) * r)}`).join('')}Z`, fill);
  },
  (fill: string, inset: number) => path(`M128 ${6 + inset}L${242 - inset} ${40 + inset}V130C${242 - inset} 190 190 ${230 - inset} 128 ${250 - inset}C66 ${230 - inset} ${14 + inset} 190 ${14 + inset} 130V${40 + inset}Z`, fill),
] as const;

function brandSvg(motif: Motif, hue: number, shape: number): string {
  const draw = pick(SHAPES, shape);
  return svgDoc(256, 256,
    `<defs>${liftStyle(hue)}</defs>` +
    draw(hsl(hue, 55, 40), 0) + draw(hsl(hue, 60, 52), 10) + draw('#ffffff', 28) + draw(hsl(hue, 70, 94), 40) +
    lifted(place(motif, shape, 128, 124, 140), 5));
}

function sceneSvg(spec: Extract<ArtSpec, { kind: 'scene' }>): string {
  const { width: w, height: h, motifs, hue, focus } = spec;
  const random = rng(spec.seed);
  const tall = h > w;
  const cell = Math.round(Math.min(w, h) / (tall ? 4.2 : 3.6));
  let pattern = '';
  for (let y = cell / 2; y < h + cell / 2; y += cell) {
    for (let x = cell / 2 + (Math.round(y / cell) % 2) * (cell / 2); x < w + cell / 2; x += cell) {
      const motif = pick(motifs, Math.floor(random() * 97));
      pattern += place(motif, Math.floor(random() * 6), x + (random() - 0.5) * cell * 0.3, y + (random() - 0.5) * cell * 0.3, cell * 0.6, (random() - 0.5) * 50, 0.2);
    }
  }
  // Two large soft blobs in opposite corners give the flat gradient some depth.
  const blobs = path(wobble(w * 0.08, h * 0.9, Math.min(w, h) * 0.42, 6, 7, random()), '#ffffff', { opacity: 0.16 }) +
    path(wobble(w * 0.95, h * 0.05, Math.min(w, h) * 0.36, 6, 7, random()), '#ffffff', { opacity: 0.14 });
  // The heroes: one big motif on a light disc, two companions; on wide pictures they sit right of
  // centre so the storefront can lay text over the left part.
  const [main = motifs[0], second = motifs[1] ?? motifs[0], third = motifs[2] ?? motifs[0]] = motifs;
  const big = Math.min(w, h) * (tall ? 0.62 : 0.62);
  const cx = tall ? w / 2 : focus === 'right' ? w * 0.68 : w / 2;
  const cy = tall ? h * 0.46 : h * 0.52;
  const heroes = main && second && third
    ? path(wobble(cx, cy, big * 0.62, big * 0.025, 9), hsl(hue, 80, 95), { opacity: 0.95 }) +
      lifted(place(main, 0, cx, cy, big) +
        (tall
          ? place(second, 1, w * 0.27, h * 0.19, big * 0.52, -12) + place(third, 2, w * 0.73, h * 0.76, big * 0.52, 12)
          : place(second, 1, cx - big * 0.78, cy + big * 0.22, big * 0.46, -12) + place(third, 2, cx + big * 0.74, cy - big * 0.24, big * 0.42, 14)), big * 0.035)
    : '';
  return svgDoc(w, h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 85, 86)}"/><stop offset="1" stop-color="${hsl(hue + 28, 80, 72)}"/></linearGradient>${liftStyle(hue)}</defs>` +
    rect(0, 0, w, h, 0, 'url(#bg)') + blobs + pattern + heroes);
}

/** The complete SVG document for a picture. */
export function renderArt(spec: ArtSpec): string {
  switch (spec.kind) {
    case 'product':
      return productSvg(spec.motif, spec.variant);
    case 'icon':
      return iconSvg(spec.motif, spec.hue);
    case 'logo':
      return logoSvg(spec.motif, spec.hue);
    case 'brand':
      return brandSvg(spec.motif, spec.hue, spec.shape);
    case 'scene':
      return sceneSvg(spec);
  }
}
