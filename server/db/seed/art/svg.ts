/**
 * Tiny SVG toolkit for the demo illustrations. Every motif is drawn with shapes and paths only:
 * fresh machines may have no fonts, so `<text>` would render as boxes.
 */

/** A motif draws itself in a 100×100 box; `v` (0…) picks one of a few variations. */
export type MotifFn = (v: number) => string;

export const pick = <T>(items: readonly T[], v: number): T => {
  const item = items[((v % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
};

/** Keep SVG numbers short (file size, readability of the generated markup). */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string, extra: Attrs = {}): string =>
  `<rect${attrs({ x, y, width, height, rx, fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Attrs = {}): string => `<path${attrs({ d, fill, ...extra })}/>`;

/** A stroked open path (stems, steam, noodles). */
export const stroke = (d: string, color: string, width: number, extra: Attrs = {}): string =>
  `<path${attrs({ d, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra })}/>`;

export const group = (content: string, transform?: string, extra: Attrs = {}): string =>
  `<g${attrs({ transform, ...extra })}>${content}</g>`;

type Point = readonly [number, number];

/** Closed Catmull-Rom spline through the points, as cubic Béziers: organic blobs from a few points. */
export function smoothClosed(points: readonly Point[]): string {
  const count = points.length;
  const at = (i: number): Point => points[((i % count) + count) % count] ?? [0, 0];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A circle with a wavy rim (melted cheese, lettuce, foam). */
export function wobble(cx: number, cy: number, r: number, amp: number, lobes: number, phase = 0): string {
  const points: Point[] = [];
  const steps = lobes * 2;
  for (let i = 0; i < steps; i += 1) {
    const a = (i / steps) * Math.PI * 2 + phase;
    const rr = r + (i % 2 === 0 ? amp : -amp);
    points.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smoothClosed(points);
}

/** Points evenly spread on a circle: toppings, petals, kibble. */
export function ring(cx: number, cy: number, r: number, count: number, phase = 0): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2 + phase;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const;
  });
}

/** Deterministic PRNG (mulberry32) seeded from a string, so pictures never change between runs. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** HSL → `#rrggbb` (hex is understood by every SVG renderer). */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const k = (k0: number) => (k0 + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (k0: number) => lig - a * Math.max(-1, Math.min(k(k0) - 3, Math.min(9 - k(k0), 1)));
  const hex = (x: number) => Math.round(x * 255).toString(16).padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}
