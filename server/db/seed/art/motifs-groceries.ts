import { circle, ellipse, group, path, pick, rect, ring, stroke, wobble, type MotifFn } from './svg';

/** Produce, pantry, pharmacy, flowers and pet supplies, each in a 100×100 box. */

const shine = (x: number, y: number, rx: number, ry: number, rot = -25): string =>
  ellipse(x, y, rx, ry, '#ffffff', { opacity: 0.3, transform: `rotate(${rot} ${x} ${y})` });

const leaf = (x: number, y: number, s: number, rot: number, fill = '#4caf50'): string =>
  group(path('M0 0Q10 -10 24 0Q10 10 0 0Z', fill) + stroke('M2 0H20', '#ffffff', 0.8, { opacity: 0.4 }), `translate(${x} ${y}) rotate(${rot}) scale(${s})`);

const apple: MotifFn = (v) =>
  stroke('M50 30Q50 20 56 12', '#6d4c41', 3) + leaf(55, 20, 0.8, -30) +
  path('M50 30C38 22 16 26 16 52C16 76 34 92 50 85C66 92 84 76 84 52C84 26 62 22 50 30Z', pick(['#e53935', '#8bc34a', '#f9a825'], v)) +
  shine(32, 44, 7, 11, 15);

const banana: MotifFn = (v) =>
  [0, 1, 2].map((i) => group(
    path('M18 26Q22 74 84 74Q90 72 86 66Q40 64 30 22Z', i === 1 ? '#fdd835' : '#f9c72b') +
    stroke('M24 30Q30 62 80 68', '#e0a800', 1.2, { opacity: 0.6 }) + rect(16, 20, 9, 8, 2, '#6d4c41', { transform: 'rotate(-20 20 24)' }) + circle(86, 69, 2, '#5d4037'),
    `rotate(${(i - 1) * 14 + (v % 2) * 4} 24 26) translate(${i * 2} ${i * 2})`,
  )).join('');

const citrus: MotifFn = (v) => {
  const [peel, pulp] = pick([['#fb8c00', '#ffcc80'], ['#7cb342', '#dcedc8'], ['#fdd835', '#fff59d']] as const, v);
  return circle(40, 54, 30, peel) + [[28, 44], [44, 40], [34, 62], [52, 58], [24, 56]].map(([x, y]) => circle(x ?? 0, y ?? 0, 1, '#000000', { opacity: 0.12 })).join('') +
    shine(30, 42, 6, 9) + leaf(40, 24, 0.8, -60, '#43a047') +
    circle(72, 68, 18, peel) + circle(72, 68, 15, '#fffbe6') + circle(72, 68, 13.5, pulp) +
    ring(72, 68, 13.5, 8).map(([x, y]) => stroke(`M72 68L${x} ${y}`, '#fffbe6', 1.2)).join('');
};

const avocado: MotifFn = () =>
  group(
    path('M50 8C36 8 30 24 28 36C22 48 14 58 14 70C14 84 30 94 50 94C70 94 86 84 86 70C86 58 78 48 72 36C70 24 64 8 50 8Z', '#33691e') +
    path('M50 14C40 14 36 26 34 38C28 50 21 59 21 70C21 81 34 88 50 88C66 88 79 81 79 70C79 59 72 50 66 38C64 26 60 14 50 14Z', '#c5e1a5') +
    path('M50 22C43 22 40 32 39 40C34 50 28 58 28 68C28 76 38 82 50 82C62 82 72 76 72 68C72 58 66 50 61 40C60 32 57 22 50 22Z', '#e6ee9c', { opacity: 0.7 }) +
    circle(50, 64, 13, '#8d5524') + shine(45, 59, 4, 3),
    'rotate(15 50 50) scale(0.92) translate(4 4)',
  );

const strawberry: MotifFn = () =>
  path('M50 90C30 82 14 56 20 38C26 26 42 28 50 34C58 28 74 26 80 38C86 56 70 82 50 90Z', '#e53935') +
  [[36, 44], [50, 46], [64, 44], [30, 56], [44, 58], [58, 58], [70, 56], [40, 70], [54, 72], [48, 82]]
    .map(([x, y]) => ellipse(x ?? 0, y ?? 0, 1.2, 1.8, '#ffeb3b')).join('') +
  path('M50 34L38 24L46 28L44 16L52 26L58 16L56 28L66 24Z', '#43a047') + shine(32, 46, 4, 8, 20);

const grapes: MotifFn = (v) =>
  stroke('M50 22Q52 12 58 8', '#6d4c41', 3) + leaf(54, 14, 0.9, -20, '#689f38') +
  [[38, 30], [50, 30], [62, 30], [32, 42], [44, 42], [56, 42], [68, 42], [38, 54], [50, 54], [62, 54], [44, 66], [56, 66], [50, 78]]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 7.5, pick(['#7b1fa2', '#8bc34a', '#ad1457'], v)) + circle((x ?? 0) - 2.5, (y ?? 0) - 2.5, 2, '#ffffff', { opacity: 0.35 })).join('');

const carrot: MotifFn = () =>
  group(
    stroke('M50 26Q40 10 34 6M50 26Q50 8 52 2M50 26Q60 12 68 8', '#43a047', 4) +
    path('M36 26Q50 20 64 26L54 94Q50 98 46 94Z', '#fb8c00') +
    stroke('M40 40L46 40M54 52L60 52M42 62L48 62M52 74L56 74', '#e65100', 1.6),
    'rotate(25 50 50)',
  );

const tomato: MotifFn = (v) =>
  circle(50, 56, 34, pick(['#e53935', '#f4511e', '#c62828'], v)) + shine(36, 44, 7, 11, 30) +
  path('M50 26L40 20L44 28L32 30L46 32L42 40L50 34L58 40L54 32L68 30L56 28L60 20Z', '#388e3c') + stroke('M50 26V16', '#2e7d32', 3);

const broccoli: MotifFn = () =>
  path('M42 56H58L62 92H38Z', '#9ccc65') + stroke('M50 60L36 48M50 62L64 50', '#9ccc65', 6) +
  [[30, 44, 13], [50, 34, 15], [70, 44, 13], [40, 52, 11], [60, 52, 11], [50, 20, 9]]
    .map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0, '#2e7d32') + circle((x ?? 0) - 3, (y ?? 0) - 3, (r ?? 0) * 0.5, '#43a047')).join('');

const leafMotif: MotifFn = (v) =>
  group(
    path('M50 90C18 70 14 30 50 8C86 30 82 70 50 90Z', pick(['#43a047', '#66bb6a', '#2e7d32'], v)) +
    stroke('M50 90V20M50 40L36 30M50 40L64 30M50 56L32 44M50 56L68 44M50 72L36 62M50 72L64 62', '#c8e6c9', 2),
    'rotate(-20 50 50)',
  );

const eggs: MotifFn = () =>
  [30, 50, 70].map((x, i) => ellipse(x, 46 - (i % 2) * 6, 11, 15, i === 1 ? '#fbe9d0' : '#f3d2ae') + shine(x - 4, 40 - (i % 2) * 6, 3, 5)).join('') +
  path('M12 56H88L82 82H18Z', '#b0bec5') + [24, 40, 56, 72].map((x) => path(`M${x} 56Q${x + 8} 66 ${x + 16} 56`, '#90a4ae')).join('');

const milk: MotifFn = (v) => {
  const c = pick(['#1e88e5', '#43a047', '#e53935', '#8e24aa'], v);
  return path('M30 34L38 16H62L70 34Z', '#eceff1') + rect(38, 10, 24, 7, 1.5, '#cfd8dc') + path('M62 16L70 34H56Z', '#cfd8dc') +
    rect(30, 34, 40, 58, 2, '#ffffff') + rect(56, 34, 14, 58, 0, '#eceff1') + rect(30, 56, 40, 20, 0, c) +
    path('M34 60Q40 54 46 60Q42 70 34 68Z', '#ffffff', { opacity: 0.9 }) + circle(62, 66, 3, '#ffffff', { opacity: 0.8 });
};

const cheese: MotifFn = () =>
  path('M12 60L62 28L88 46L88 72L12 84Z', '#f9c74f') + path('M12 60L62 28L88 46Z', '#ffe08a') + path('M12 60L88 46V72L12 84Z', '#f6b93b') +
  [[30, 68, 4], [54, 62, 5], [74, 60, 3.5], [44, 76, 2.5], [64, 72, 3]].map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0, '#e09f2a')).join('') +
  ellipse(60, 40, 4, 2, '#e9b949');

const yogurt: MotifFn = (v) =>
  path('M26 36H74L68 90H32Z', '#ffffff') + path('M26 36H74L72 46H28Z', '#eceff1') +
  ellipse(50, 34, 26, 6, pick(['#ec407a', '#7e57c2', '#ffa726', '#42a5f5'], v)) +
  circle(50, 66, 12, pick(['#f8bbd0', '#d1c4e9', '#ffe0b2', '#bbdefb'], v)) + circle(48, 66, 5, pick(['#e53935', '#5e35b1', '#fb8c00', '#1e88e5'], v)) + leaf(52, 58, 0.4, -30);

const jar: MotifFn = (v) =>
  rect(30, 18, 40, 14, 3, pick(['#c62828', '#f9a825', '#2e7d32', '#6d4c41'], v)) + stroke('M34 22V28M42 22V28M50 22V28M58 22V28M66 22V28', '#000000', 1, { opacity: 0.15 }) +
  rect(26, 32, 48, 58, 10, '#e3f2fa', { opacity: 0.9 }) + rect(28, 38, 44, 50, 8, pick(['#e53935', '#ffb300', '#7cb342', '#8d6e63'], v)) +
  rect(32, 52, 36, 20, 2, '#fff8e1') + circle(50, 62, 5, pick(['#c62828', '#f9a825', '#2e7d32', '#6d4c41'], v)) + rect(31, 40, 4, 44, 2, '#ffffff', { opacity: 0.35 });

const grainBag: MotifFn = (v) =>
  path('M30 24Q26 50 22 82Q22 92 32 92H68Q78 92 78 82Q74 50 70 24Z', pick(['#d7b98e', '#e8d9bf', '#c8a97e'], v)) +
  path('M30 24Q40 30 50 24Q60 30 70 24L66 14H34Z', pick(['#c9a877', '#dcc8a6', '#b8986e'], v)) + stroke('M30 26H70', '#8d6e63', 3) +
  path('M50 50C40 50 36 62 40 70C44 76 56 76 60 70C64 62 60 50 50 50Z', '#ffffff', { opacity: 0.8 }) +
  stroke('M50 54V72M50 60L44 56M50 60L56 56M50 66L44 62M50 66L56 62', pick(['#8d6e63', '#f9a825', '#6d4c41'], v), 1.6) +
  [[16, 90], [22, 86], [84, 88], [80, 92], [88, 92]].map(([x, y], i) => ellipse(x ?? 0, y ?? 0, 2, 1.2, '#f5ecd9', { transform: `rotate(${i * 40} ${x} ${y})` })).join('');

const chips: MotifFn = (v) =>
  path('M26 14H74L70 22Q78 50 70 80L74 88H26L30 80Q22 50 30 22Z', pick(['#e53935', '#fdd835', '#43a047', '#1e88e5'], v)) +
  stroke('M28 18H72M28 84H72', '#ffffff', 1.4, { opacity: 0.5 }) + path('M30 36Q50 30 70 36V44Q50 38 30 44Z', '#ffffff', { opacity: 0.35 }) +
  ellipse(50, 62, 14, 11, '#f9c74f') + ellipse(46, 58, 4, 2, '#ffe08a') + ellipse(66, 70, 8, 6, '#f6b93b', { transform: 'rotate(20 66 70)' });

const chocolate: MotifFn = (v) =>
  group(
    rect(22, 10, 56, 80, 4, '#5d3a1a') +
    [0, 1, 2, 3].map((row) => [0, 1].map((col) => rect(26 + col * 26, 14 + row * 18, 22, 14, 2, '#7b4a26')).join('')).join('') +
    path('M22 50H78V90H22Z', pick(['#c62828', '#1565c0', '#6a1b9a'], v)) + path('M22 50L30 46L38 52L46 46L54 52L62 46L70 52L78 46V52H22Z', '#cfd8dc') +
    circle(50, 72, 8, '#ffd54f'),
    'rotate(20 50 50) scale(0.9) translate(5 5)',
  );

const spray: MotifFn = (v) =>
  path('M34 40H66L70 88Q70 92 66 92H34Q30 92 30 88Z', pick(['#29b6f6', '#66bb6a', '#ffca28'], v)) +
  rect(40, 28, 20, 14, 2, '#eceff1') + path('M36 16H66L70 24H60V30H44V24Z', '#455a64') + path('M44 24L38 38', 'none', { stroke: '#455a64', 'stroke-width': 4 }) +
  rect(36, 56, 28, 22, 3, '#ffffff', { opacity: 0.85 }) + path('M44 62L56 72M56 62L44 72', '#ffffff') + circle(50, 67, 5, pick(['#0288d1', '#2e7d32', '#f57f17'], v));

const steak: MotifFn = (v) => {
  const cooked = v % 2 === 1;
  return path('M18 40C20 22 50 16 68 24C86 32 90 56 78 70C64 86 34 84 22 70C14 60 16 50 18 40Z', cooked ? '#7b3f1d' : '#e0e0e0') +
    path('M22 42C24 28 50 22 66 28C80 36 84 54 74 66C62 80 36 78 26 66C20 58 20 50 22 42Z', cooked ? '#8e4a24' : '#d84343') +
    (cooked ? stroke('M32 40L52 64M44 34L66 58M58 32L74 50', '#4e2410', 3) : stroke('M34 44Q46 50 42 60M56 36Q62 46 70 48', '#f5d5d5', 1.6)) +
    circle(64, 44, 7, '#f5f0e6') + circle(64, 44, 3, cooked ? '#8e4a24' : '#c23a3a');
};

const sausage: MotifFn = (v) =>
  [[24, 58, 35], [50, 46, 0], [76, 58, -35]].map(([x = 0, y = 0, r = 0], i) =>
    rect(x - 17, y - 9, 34, 18, 9, pick(['#b5452f', '#a0522d', '#c0392b'], v + i), { transform: `rotate(${r} ${x} ${y})` }) +
    rect(x - 11, y - 6, 18, 4, 2, '#ffffff', { opacity: 0.3, transform: `rotate(${r} ${x} ${y})` })).join('') +
  circle(37, 50, 3, '#8d3a24') + circle(63, 50, 3, '#8d3a24') + ellipse(50, 80, 34, 4, '#000000', { opacity: 0.08 });

const pill: MotifFn = (v) =>
  group(
    rect(20, 38, 60, 24, 12, pick(['#e53935', '#1e88e5', '#43a047'], v)) + path('M50 38H68A12 12 0 0 1 68 62H50Z', '#ffffff') +
    rect(26, 42, 36, 5, 2.5, '#ffffff', { opacity: 0.35 }),
    'rotate(-35 50 50) translate(-6 -6)',
  ) + circle(72, 76, 12, '#ffffff') + circle(72, 76, 12, 'none', { stroke: '#cfd8dc', 'stroke-width': 1.5 }) + stroke('M63 76H81', '#cfd8dc', 1.6);

const plus = (x: number, y: number, s: number, fill: string): string =>
  rect(x - s / 2, y - s * 1.5, s, s * 3, s * 0.3, fill) + rect(x - s * 1.5, y - s / 2, s * 3, s, s * 0.3, fill);

const pillBottle: MotifFn = (v) =>
  rect(28, 12, 44, 16, 4, '#ffffff') + rect(28, 12, 44, 16, 4, 'none', { stroke: '#e0e0e0', 'stroke-width': 1 }) +
  rect(30, 28, 40, 64, 6, pick(['#ff9800', '#8bc34a', '#7e57c2'], v), { opacity: 0.95 }) + rect(30, 46, 40, 30, 2, '#ffffff') +
  plus(50, 61, 6, pick(['#e53935', '#43a047', '#1e88e5'], v)) + rect(34, 30, 4, 58, 2, '#ffffff', { opacity: 0.3 });

const lotion: MotifFn = (v) =>
  path('M52 8H72V14H58V24H52Z', '#90a4ae') + rect(44, 20, 14, 14, 2, '#b0bec5') +
  rect(30, 32, 42, 60, 12, pick(['#f8bbd0', '#b2ebf2', '#dcedc8', '#ffe0b2'], v)) +
  rect(36, 50, 30, 26, 4, '#ffffff', { opacity: 0.85 }) + path('M51 56C46 62 46 70 51 70C56 70 56 62 51 56Z', pick(['#ec407a', '#00acc1', '#7cb342', '#fb8c00'], v)) +
  rect(35, 36, 4, 48, 2, '#ffffff', { opacity: 0.4 });

const firstAid: MotifFn = (v) =>
  path('M38 30V22Q38 18 42 18H58Q62 18 62 22V30', 'none', { stroke: '#8d1d1d', 'stroke-width': 4 }) +
  rect(14, 30, 72, 56, 8, pick(['#e53935', '#ffffff', '#43a047'], v)) + rect(14, 30, 72, 56, 8, 'none', { stroke: '#c62828', 'stroke-width': v % 3 === 1 ? 2 : 0 }) +
  plus(50, 58, 10, pick(['#ffffff', '#e53935', '#ffffff'], v));

const babyBottle: MotifFn = (v) =>
  path('M44 22Q44 8 50 8Q56 8 56 22Z', '#ffcc80') + rect(36, 20, 28, 10, 3, pick(['#4fc3f7', '#f48fb1', '#aed581'], v)) +
  rect(34, 30, 32, 62, 10, '#e3f2fa', { opacity: 0.95 }) + rect(36, 52, 28, 38, 8, '#ffffff') +
  stroke('M58 40H64M60 48H64M58 56H64M60 64H64M58 72H64', '#90a4ae', 1.4) + rect(38, 34, 4, 50, 2, '#ffffff', { opacity: 0.5 });

const blossom = (x: number, y: number, r: number, petal: string, core = '#ffd54f'): string =>
  ring(x, y, r * 0.6, 6).map(([px, py]) => circle(px, py, r * 0.5, petal)).join('') + circle(x, y, r * 0.42, core);

const bouquet: MotifFn = (v) => {
  const petals = pick([['#ef5350', '#f48fb1', '#ffd54f'], ['#ab47bc', '#ffffff', '#f48fb1'], ['#ff7043', '#ffca28', '#ffffff']] as const, v);
  return leaf(18, 40, 1, -30, '#43a047') + leaf(60, 30, 1, -40, '#66bb6a') + leaf(30, 52, 0.9, 200, '#388e3c') +
    blossom(34, 30, 16, petals[0]) + blossom(62, 26, 15, petals[1]) + blossom(48, 44, 15, petals[2], '#8d6e63') +
    path('M24 46H76L56 94H44Z', '#f3e5c8') + path('M24 46L50 58L76 46L62 80H38Z', '#e8d3a8') + path('M42 66H58L56 72H44Z', pick(['#e53935', '#8e24aa', '#fb8c00'], v));
};

const flower: MotifFn = (v) =>
  stroke('M50 50Q48 72 52 94', '#43a047', 4) + leaf(50, 74, 1, -40, '#66bb6a') + leaf(51, 82, 0.9, 200, '#43a047') +
  ring(50, 36, 16, 8).map(([x, y]) => ellipse(x, y, 10, 10, pick(['#f06292', '#ffca28', '#ba68c8', '#ff7043'], v))).join('') +
  circle(50, 36, 10, pick(['#ffd54f', '#8d6e63', '#fff59d', '#ffd54f'], v));

const plant: MotifFn = (v) =>
  leaf(50, 50, 1.4, -110, '#2e7d32') + leaf(50, 50, 1.3, -60, '#43a047') + leaf(50, 50, 1.3, -150, '#66bb6a') + leaf(50, 50, 1.1, -20, '#388e3c') + leaf(50, 50, 1.1, 200, '#4caf50') +
  path('M28 52H72L66 92H34Z', pick(['#d7744f', '#90a4ae', '#f5f0e6'], v)) + rect(26, 50, 48, 10, 3, pick(['#c0603c', '#78909c', '#e0d8c8'], v));

const gift: MotifFn = (v) => {
  const [box, ribbon] = pick([['#ef5350', '#ffd54f'], ['#42a5f5', '#ffffff'], ['#ab47bc', '#ffca28'], ['#26a69a', '#ef5350']] as const, v);
  return path('M50 30C40 12 24 16 30 28Z', ribbon) + path('M50 30C60 12 76 16 70 28Z', ribbon) +
    rect(20, 42, 60, 48, 4, box) + rect(16, 30, 68, 14, 3, box) + rect(16, 30, 68, 14, 3, '#ffffff', { opacity: 0.15 }) +
    rect(45, 30, 10, 60, 0, ribbon) + circle(50, 30, 5, ribbon);
};

const paw: MotifFn = (v) => {
  const c = pick(['#6d4c41', '#ff7043', '#5c6bc0'], v);
  return path('M50 50C36 50 24 64 26 76C28 86 40 86 50 82C60 86 72 86 74 76C76 64 64 50 50 50Z', c) +
    ellipse(26, 44, 8, 11, c, { transform: 'rotate(-20 26 44)' }) + ellipse(42, 26, 8, 11, c, { transform: 'rotate(-8 42 26)' }) +
    ellipse(58, 26, 8, 11, c, { transform: 'rotate(8 58 26)' }) + ellipse(74, 44, 8, 11, c, { transform: 'rotate(20 74 44)' });
};

const bone: MotifFn = (v) =>
  group(
    rect(26, 42, 48, 16, 4, pick(['#fff3e0', '#ffe0b2', '#f5f5f5'], v)) +
    [[24, 40], [24, 60], [76, 40], [76, 60]].map(([x, y]) => circle(x ?? 0, y ?? 0, 11, pick(['#fff3e0', '#ffe0b2', '#f5f5f5'], v))).join('') +
    rect(30, 44, 40, 4, 2, '#ffffff', { opacity: 0.7 }),
    'rotate(-30 50 50)',
  );

const petBowl: MotifFn = (v) =>
  [[36, 44], [46, 40], [56, 42], [64, 46], [42, 48], [52, 48], [30, 50], [70, 50]].map(([x, y], i) => circle(x ?? 0, y ?? 0, 5, i % 2 ? '#a1662f' : '#8d5524')).join('') +
  path('M14 50H86L78 84H22Z', pick(['#e53935', '#1e88e5', '#43a047'], v)) + ellipse(50, 50, 36, 6, pick(['#ef5350', '#42a5f5', '#66bb6a'], v)) +
  ellipse(50, 50, 32, 4, '#8d5524', { opacity: 0.8 }) + group(bone(0), 'translate(39 60) scale(0.22)');

const wheat: MotifFn = () =>
  stroke('M50 94V20', '#d4a24c', 3) +
  [0, 1, 2, 3, 4].map((i) => ellipse(42, 28 + i * 11, 5, 9, '#e9b949', { transform: `rotate(-35 42 ${28 + i * 11})` }) + ellipse(58, 28 + i * 11, 5, 9, '#e9b949', { transform: `rotate(35 58 ${28 + i * 11})` })).join('') +
  ellipse(50, 16, 5, 9, '#f0c75e');

const fish: MotifFn = (v) => {
  const body = pick(['#78909c', '#ff8a65', '#4fc3f7'], v);
  return path('M12 50Q38 22 72 44L90 30L86 50L90 70L72 56Q38 78 12 50Z', body) +
    path('M20 52Q40 66 66 56', '#ffffff', { opacity: 0.3 }) + path('M40 34Q48 24 58 32Z', body) +
    circle(26, 46, 3.5, '#ffffff') + circle(26, 46, 1.8, '#263238') + stroke('M36 40Q42 50 36 60', '#000000', 1.4, { opacity: 0.2 });
};

const onion: MotifFn = (v) => {
  const [skin, line] = pick([['#8e3b6b', '#c27ba0'], ['#e6c9a0', '#c9a26b'], ['#f3efe6', '#d8cfbf']] as const, v);
  return stroke('M50 24Q46 10 40 6M50 24Q54 10 62 8', '#7cb342', 3) +
    path('M50 22C30 34 16 48 18 66C20 82 34 90 50 90C66 90 80 82 82 66C84 48 70 34 50 22Z', skin) +
    stroke('M50 26C38 40 34 60 42 88M50 26C62 40 66 60 58 88M50 26V88', line, 1.6, { opacity: 0.8 }) + stroke('M44 90L42 96M50 90V97M56 90L58 96', '#a1887f', 1.2) +
    shine(34, 56, 4, 9, 10);
};

const potato: MotifFn = () =>
  path('M22 40C30 22 60 20 76 32C90 44 86 70 70 80C54 90 26 84 18 68C12 58 16 48 22 40Z', '#c89a5b') +
  path('M28 42C36 30 58 28 72 38', 'none', { stroke: '#dcb47a', 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.6 }) +
  [[36, 52], [58, 46], [66, 66], [42, 70], [50, 58]].map(([x, y]) => ellipse(x ?? 0, y ?? 0, 2.2, 1.4, '#8d6239')).join('');

const garlic: MotifFn = () =>
  stroke('M50 28Q48 14 52 6', '#d7ccc8', 4) +
  path('M50 24C34 34 20 48 22 66C24 82 38 90 50 90C62 90 76 82 78 66C80 48 66 34 50 24Z', '#f5f0ea') +
  stroke('M50 28C40 44 38 66 44 88M50 28C60 44 62 66 56 88M50 28C30 46 28 70 32 84M50 28C70 46 72 70 68 84', '#d7ccc8', 1.6) +
  stroke('M40 90L38 95M50 90V96M60 90L62 95', '#bcaaa4', 1.2);

const corn: MotifFn = () =>
  group(
    path('M50 8C62 8 66 30 66 50C66 74 60 88 50 88C40 88 34 74 34 50C34 30 38 8 50 8Z', '#fbc02d') +
    [0, 1, 2, 3, 4, 5, 6].map((row) => [0, 1, 2].map((col) => ellipse(42 + col * 8, 18 + row * 10, 3.3, 4, '#ffe082')).join('')).join('') +
    path('M50 92C34 80 26 60 30 40C36 56 42 70 50 92Z', '#7cb342') + path('M50 92C66 80 74 60 70 40C64 56 58 70 50 92Z', '#8bc34a'),
    'rotate(20 50 50)',
  );

const lettuce: MotifFn = () =>
  path(wobble(50, 56, 34, 3, 10), '#7cb342') + path(wobble(50, 56, 26, 2.5, 9, 0.4), '#9ccc65') + path(wobble(50, 56, 16, 2, 7, 0.8), '#c5e1a5') +
  stroke('M50 56L30 40M50 56L72 38M50 56L50 30M50 56L28 70M50 56L72 72', '#dcedc8', 1.6, { opacity: 0.8 });

const bellPepper: MotifFn = (v) =>
  path('M50 26C66 18 84 28 82 50C80 70 72 88 58 88C54 88 52 86 50 84C48 86 46 88 42 88C28 88 20 70 18 50C16 28 34 18 50 26Z', pick(['#e53935', '#fbc02d', '#43a047'], v)) +
  stroke('M50 30V80', '#000000', 1.4, { opacity: 0.12 }) + shine(32, 46, 5, 12, 10) +
  path('M40 26Q50 16 60 26Q50 30 40 26Z', '#2e7d32') + stroke('M50 22Q50 12 56 8', '#2e7d32', 4);

const pineapple: MotifFn = () =>
  path('M50 34L36 10L48 24L50 4L52 24L64 10Z', '#43a047') + path('M50 34L30 20L44 32ZM50 34L70 20L56 32Z', '#66bb6a') +
  ellipse(50, 62, 24, 30, '#f9a825') +
  stroke('M32 46L62 86M40 36L72 78M28 62L50 92M38 88L72 46M30 76L62 36M50 90L74 60', '#e08e0b', 1.6) +
  [[44, 48], [56, 56], [44, 66], [56, 74], [50, 38]].map(([x, y]) => circle(x ?? 0, y ?? 0, 1.6, '#a1660b')).join('');

const watermelon: MotifFn = () =>
  path('M10 40A40 40 0 0 0 90 40Z', '#2e7d32') + path('M14 40A36 36 0 0 0 86 40Z', '#c5e1a5') + path('M18 40A32 32 0 0 0 82 40Z', '#ef5350') +
  [[34, 50], [50, 56], [66, 50], [42, 62], [58, 62], [50, 46]].map(([x, y]) => ellipse(x ?? 0, y ?? 0, 1.6, 2.6, '#263238')).join('') +
  '';

const mango: MotifFn = () =>
  path('M30 28C48 14 80 26 84 52C88 76 68 90 48 86C28 82 16 66 18 50C19 40 24 32 30 28Z', '#ffb300') +
  path('M30 28C24 40 24 56 34 66C22 62 16 52 18 46C19 38 24 32 30 28Z', '#e53935', { opacity: 0.6 }) +
  path('M60 50C70 56 74 68 66 80C76 72 80 60 74 50Z', '#ffe082', { opacity: 0.6 }) + stroke('M32 26Q30 16 36 10', '#6d4c41', 3) + leaf(34, 14, 0.9, -10, '#43a047');

export const groceryMotifs = {
  apple, banana, citrus, avocado, strawberry, grapes, carrot, tomato, broccoli, leaf: leafMotif, eggs, milk, cheese, yogurt,
  jar, grainBag, chips, chocolate, spray, steak, sausage, pill, pillBottle, lotion, firstAid, babyBottle, bouquet, flower,
  plant, gift, paw, bone, petBowl, wheat, fish, onion, potato, garlic, corn, lettuce, bellPepper, pineapple, watermelon, mango,
} satisfies Record<string, MotifFn>;
