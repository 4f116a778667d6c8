import { circle, ellipse, path, pick, rect, ring, stroke, wobble, type MotifFn } from './svg';

/** Non-food pictograms: shop fronts, delivery, tags, addons and marketing props. */

const accent = (v: number): string => pick(['#ef5350', '#26a69a', '#ffa726', '#5c6bc0', '#ec407a'], v);

const basket: MotifFn = (v) =>
  path('M26 44Q50 4 74 44', 'none', { stroke: '#8d6e63', 'stroke-width': 5 }) +
  circle(36, 42, 10, '#e53935') + rect(46, 24, 12, 28, 5, '#f9a825', { transform: 'rotate(15 52 38)' }) + circle(64, 42, 9, '#7cb342') +
  path('M14 46H86L78 88H22Z', pick(['#c68642', '#d9a066', '#b5793b'], v)) + rect(12, 42, 76, 8, 4, '#a0652d') +
  stroke('M26 58H74M24 70H76M22 80H78', '#a0652d', 2) + stroke('M34 50L36 88M50 50V88M66 50L64 88', '#a0652d', 2);

const storefront: MotifFn = (v) =>
  rect(16, 40, 68, 50, 2, '#fff8ee') + rect(22, 56, 22, 34, 2, '#8d6e63') + circle(40, 74, 1.5, '#ffd54f') +
  rect(50, 56, 28, 20, 2, '#b3e5fc') + stroke('M64 56V76M50 66H78', '#ffffff', 1.5) +
  rect(12, 20, 76, 10, 2, '#455a64') +
  [0, 1, 2, 3, 4, 5].map((i) => path(`M${12 + i * 12.67} 30H${24.67 + i * 12.67}V40A6.33 6.33 0 0 1 ${12 + i * 12.67} 40Z`, i % 2 ? '#ffffff' : accent(v))).join('');

const scooter: MotifFn = (v) =>
  rect(8, 26, 32, 26, 4, accent(v)) + rect(8, 26, 32, 7, 3, '#000000', { opacity: 0.12 }) + rect(18, 36, 12, 6, 2, '#ffffff', { opacity: 0.8 }) +
  path('M12 64Q14 52 30 52H50L58 70H18Z', accent(v + 1)) + rect(20, 47, 26, 6, 3, '#37474f') +
  path('M50 70H70L66 36', 'none', { stroke: '#546e7a', 'stroke-width': 5, 'stroke-linejoin': 'round' }) + stroke('M60 32H74', '#37474f', 4) +
  path('M64 62Q76 56 88 66', 'none', { stroke: accent(v + 1), 'stroke-width': 6 }) +
  circle(26, 76, 12, '#263238') + circle(26, 76, 5, '#b0bec5') + circle(78, 76, 12, '#263238') + circle(78, 76, 5, '#b0bec5') + circle(72, 40, 3, '#ffee58');

const phone: MotifFn = (v) =>
  rect(28, 6, 44, 88, 9, '#263238') + rect(31, 14, 38, 72, 3, '#f5f7fa') + rect(44, 9, 12, 2.5, 1.2, '#455a64') +
  rect(34, 18, 32, 14, 3, accent(v)) + circle(40, 25, 4, '#ffffff', { opacity: 0.8 }) +
  [0, 1, 2].map((i) => rect(34, 36 + i * 15, 13, 12, 2, pick(['#ffe0b2', '#c8e6c9', '#bbdefb'], i + v)) + rect(50, 37 + i * 15, 16, 3, 1.5, '#cfd8dc') + rect(50, 43 + i * 15, 10, 3, 1.5, '#e0e0e0')).join('') +
  rect(36, 80, 28, 3, 1.5, '#b0bec5');

const coin = (x: number, y: number): string =>
  ellipse(x, y + 3, 16, 6, '#e0a800') + ellipse(x, y, 16, 6, '#ffca28') + ellipse(x, y, 11, 3.8, '#ffd54f');

const coins: MotifFn = () =>
  [0, 1, 2, 3].map((i) => coin(34, 84 - i * 7)).join('') + [0, 1, 2, 3, 4, 5].map((i) => coin(64, 86 - i * 7)).join('') +
  circle(70, 30, 18, '#f9a825') + circle(70, 30, 14, '#ffca28') + rect(67, 20, 6, 20, 2, '#f9a825');

const heart: MotifFn = (v) =>
  path('M50 86C20 64 10 46 18 31C26 17 44 19 50 32C56 19 74 17 82 31C90 46 80 64 50 86Z', pick(['#ef5350', '#ec407a', '#ff7043'], v)) +
  ellipse(32, 36, 7, 5, '#ffffff', { opacity: 0.35, transform: 'rotate(-35 32 36)' });

const clock: MotifFn = (v) =>
  circle(50, 50, 40, accent(v)) + circle(50, 50, 33, '#ffffff') +
  ring(50, 50, 28, 12).map(([x, y], i) => circle(x, y, i % 3 === 0 ? 2.4 : 1.3, '#455a64')).join('') +
  stroke('M50 50V30M50 50L64 58', '#263238', 3.5) + circle(50, 50, 3, accent(v));

const bolt: MotifFn = (v) =>
  circle(50, 50, 40, pick(['#fff3cd', '#e3f2fd', '#fde2e4'], v)) + path('M56 12L26 56H48L42 88L74 42H52Z', '#ffb300') + path('M56 12L48 42H52Z', '#ffffff', { opacity: 0.3 });

const moon: MotifFn = () =>
  path('M62 12A38 38 0 1 0 88 62A30 30 0 1 1 62 12Z', '#ffd54f') +
  [[24, 22, 3], [40, 12, 2], [80, 24, 2.5]].map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0, '#fff59d')).join('');

const seal: MotifFn = (v) =>
  path(wobble(50, 50, 40, 3, 12), accent(v)) + circle(50, 50, 30, '#ffffff', { opacity: 0.25 }) + stroke('M34 50L46 62L68 38', '#ffffff', 7);

const starPath = (cx: number, cy: number, r: number): string =>
  Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${i === 0 ? 'M' : 'L'}${cx + Math.cos(a) * rr} ${cy + Math.sin(a) * rr}`;
  }).join('') + 'Z';

const star: MotifFn = (v) => path(starPath(50, 54, 40), pick(['#ffb300', '#ffca28', '#ff8f00'], v)) + path(starPath(50, 54, 22), '#ffffff', { opacity: 0.25 });

const sauceCup: MotifFn = (v) =>
  path('M16 48H84L76 82Q74 88 68 88H32Q26 88 24 82Z', '#ffffff', { stroke: '#cfd8dc', 'stroke-width': 1.4 }) + path('M16 48H84L82 56H18Z', '#eceff1') +
  ellipse(50, 48, 34, 9, '#e0e0e0', { stroke: '#cfd8dc', 'stroke-width': 1.4 }) + ellipse(50, 48, 30, 7, pick(['#d84315', '#fbc02d', '#7cb342', '#6d4c41', '#efe3c6'], v)) +
  ellipse(42, 46, 8, 2, '#ffffff', { opacity: 0.35 });

const pin: MotifFn = (v) =>
  ellipse(50, 90, 16, 4, '#000000', { opacity: 0.15 }) + path('M50 90C34 66 20 54 20 38A30 30 0 0 1 80 38C80 54 66 66 50 90Z', accent(v)) + circle(50, 38, 12, '#ffffff');

const chefHat: MotifFn = () =>
  circle(32, 40, 16, '#ffffff') + circle(50, 30, 20, '#ffffff') + circle(68, 40, 16, '#ffffff') + rect(28, 40, 44, 30, 4, '#ffffff') +
  rect(28, 66, 44, 16, 3, '#eceff1') + stroke('M40 50V64M50 48V64M60 50V64', '#e0e0e0', 2);

const percent: MotifFn = (v) =>
  path(wobble(50, 50, 40, 3, 12), accent(v)) + circle(36, 36, 8, '#ffffff') + circle(64, 64, 8, '#ffffff') + stroke('M66 30L34 70', '#ffffff', 7);

const bacon: MotifFn = () =>
  [36, 62].map((y) => {
    const wave = `M14 ${y}Q26 ${y - 9} 38 ${y}T62 ${y}T86 ${y}`;
    return stroke(wave, '#a93a26', 14) + stroke(wave, '#c94f35', 10) +
      stroke(wave, '#f6cdbd', 2.6, { transform: 'translate(0 -1.5)' }) + stroke(wave, '#8e2f1f', 1.4, { transform: 'translate(0 3.5)', opacity: 0.6 });
  }).join('');

const friedEgg: MotifFn = () =>
  path(wobble(50, 52, 34, 4, 6, 0.4), '#ffffff') + path(wobble(50, 52, 34, 4, 6, 0.4), 'none', { stroke: '#eceff1', 'stroke-width': 1.5 }) +
  circle(46, 48, 13, '#ffb300') + circle(42, 44, 4, '#ffe082');

const parcelBox: MotifFn = (v) =>
  path('M50 14L86 30V72L50 88L14 72V30Z', pick(['#c68642', '#d9a066', '#b5793b'], v)) + path('M50 14L86 30L50 46L14 30Z', '#e0b07a') +
  path('M50 46V88', 'none', { stroke: '#a0652d', 'stroke-width': 2 }) + path('M32 22L68 38V52L62 55V41L26 25Z', accent(v), { opacity: 0.9 });

const envelope: MotifFn = (v) =>
  rect(12, 26, 76, 50, 5, '#fff8ee', { stroke: '#cfd8dc', 'stroke-width': 2 }) + path('M14 30L50 56L86 30', 'none', { stroke: accent(v), 'stroke-width': 4, 'stroke-linejoin': 'round' }) +
  rect(66, 34, 14, 12, 2, accent(v + 1));

export const miscMotifs = {
  parcelBox, envelope, basket, storefront, scooter, phone, coins, heart, clock, bolt, moon, seal, star, sauceCup, pin, chefHat, percent, bacon, friedEgg,
} satisfies Record<string, MotifFn>;
