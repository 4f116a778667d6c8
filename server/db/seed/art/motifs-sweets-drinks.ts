import { circle, ellipse, group, path, pick, rect, stroke, wobble, type MotifFn } from './svg';

/** Bakery, desserts and drinks, each in a 100×100 box. `v` varies flavours and colours. */

const croissant: MotifFn = () => {
  // Five overlapping bands along a low arch: the middle one fattest, the tips small and darker.
  const bands = [
    { x: 20, y: 62, rx: 9, ry: 13, rot: -62, fill: '#cf8532' }, { x: 80, y: 62, rx: 9, ry: 13, rot: 62, fill: '#cf8532' },
    { x: 33, y: 54, rx: 13, ry: 19, rot: -36, fill: '#dd9a3d' }, { x: 67, y: 54, rx: 13, ry: 19, rot: 36, fill: '#dd9a3d' },
    { x: 50, y: 50, rx: 15, ry: 23, rot: 0, fill: '#eab04f' },
  ];
  return bands.map(({ x, y, rx, ry, rot, fill }) => {
    const turn = `rotate(${rot} ${x} ${y})`;
    return ellipse(x, y, rx, ry, fill, { transform: turn, stroke: '#b56d24', 'stroke-width': 1.4 }) +
      ellipse(x - rx * 0.25, y - ry * 0.35, rx * 0.35, ry * 0.4, '#ffffff', { opacity: 0.22, transform: turn });
  }).join('');
};

const bread: MotifFn = (v) => {
  if (v % 3 === 1) {
    return group(
      rect(8, 40, 84, 22, 11, '#d9933f') + rect(10, 40, 80, 10, 5, '#e8ab5a') +
      stroke('M22 44L30 54M38 44L46 54M54 44L62 54M70 44L78 54', '#f3d19a', 2.6),
      'rotate(-20 50 50)',
    );
  }
  const boule = v % 3 === 2;
  return (
    ellipse(50, 84, 38, 5, '#000000', { opacity: 0.08 }) +
    (boule ? circle(50, 54, 32, '#c98537') + circle(50, 52, 30, '#dea052') + stroke('M34 40L66 68M66 40L34 68', '#f1cf95', 3)
      : path('M12 80C10 46 26 30 50 30C74 30 90 46 88 80Z', '#cf8a3a') + path('M16 76C16 48 30 36 50 36C70 36 84 48 84 76Z', '#e2a657') +
        stroke('M32 44Q38 52 34 62M48 40Q54 50 50 62M64 44Q70 52 66 62', '#f3d19a', 2.6)) +
    ellipse(38, 42, 10, 4, '#ffffff', { opacity: 0.2, transform: 'rotate(-20 38 42)' })
  );
};

const cake: MotifFn = (v) => {
  const frosting = pick(['#f7c6d9', '#6b3a22', '#fff4e0', '#f3e0a0'], v);
  const sponge = pick(['#f6dca6', '#8a4f2e', '#f6dca6', '#f2d28a'], v);
  return (
    path('M14 48L86 56V84L14 74Z', sponge) +
    stroke('M14 58L86 66', pick(['#e96d8d', '#f7e8d0', '#e96d8d', '#f7e8d0'], v), 3.2) +
    stroke('M14 67L86 76', pick(['#fff4e0', '#f7e8d0', '#c0392b', '#fff4e0'], v), 2.2) +
    path('M14 48L58 30L86 56Z', frosting) +
    path('M14 48L86 56V60Q80 64 76 58Q70 66 64 58Q58 62 52 56Q44 62 40 54Q32 58 28 52Q20 56 14 52Z', frosting) +
    circle(56, 40, 6, '#fff7ee') + circle(57, 34, 5, '#c0262d') + stroke('M57 30Q60 22 66 20', '#4e7d2a', 1.4)
  );
};

const ringPath = (cx: number, cy: number, outer: string, inner: number): string =>
  `${outer}M${cx + inner} ${cy}A${inner} ${inner} 0 1 0 ${cx - inner} ${cy}A${inner} ${inner} 0 1 0 ${cx + inner} ${cy}Z`;

const donut: MotifFn = (v) => {
  const sprinkles = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#ffffff'];
  return (
    path(ringPath(50, 52, 'M84 52A34 34 0 1 0 16 52A34 34 0 1 0 84 52Z', 11), '#dc9a52', { 'fill-rule': 'evenodd' }) +
    path(ringPath(50, 50, wobble(50, 50, 29, 2.4, 8, v), 13), pick(['#f49ac1', '#6b3a22', '#fff2d6', '#9bd3ae'], v), { 'fill-rule': 'evenodd' }) +
    Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2 + 0.3;
      const r = i % 2 ? 19 : 24;
      const x = 50 + Math.cos(a) * r;
      const y = 50 + Math.sin(a) * r;
      return rect(x - 2.6, y - 0.9, 5.2, 1.8, 0.9, pick(sprinkles, i + v), { transform: `rotate(${i * 53} ${x} ${y})` });
    }).join('')
  );
};

const cupcake: MotifFn = (v) =>
  path('M26 58H74L67 90H33Z', pick(['#4fa3d1', '#f28fb1', '#7ccba2'], v)) +
  stroke('M36 60L39 88M46 60L47 88M56 60L55 88M65 60L62 88', '#ffffff', 1.6, { opacity: 0.5 }) +
  ellipse(50, 56, 28, 9, pick(['#fbe3ee', '#6b3a22', '#fff6e5'], v)) + ellipse(50, 47, 23, 8, pick(['#f7cfe0', '#7d4630', '#fdeecf'], v)) +
  ellipse(50, 38, 16, 7, pick(['#fbe3ee', '#6b3a22', '#fff6e5'], v)) + circle(50, 30, 7, pick(['#f7cfe0', '#7d4630', '#fdeecf'], v)) +
  circle(53, 22, 5, '#c0262d') + stroke('M53 18Q55 10 61 9', '#4e7d2a', 1.3) +
  [[38, 46], [60, 50], [46, 56], [56, 40]].map(([x, y], i) => rect((x ?? 0) - 2, (y ?? 0) - 0.7, 4, 1.4, 0.7, pick(['#ffd166', '#06d6a0', '#118ab2'], i))).join('');

const cone: MotifFn = (v) => {
  const top = pick(['#f7c6d9', '#8b5a3c', '#b8e0a8', '#fff1c9'], v);
  const bottom = pick(['#fff1c9', '#f7c6d9', '#8b5a3c', '#b5d8f5'], v);
  return (
    path('M32 50H68L50 94Z', '#e2a452') +
    stroke('M38 56L56 82M46 54L60 72M56 52L64 62M62 56L44 86M54 56L40 74M44 54L36 62', '#c47f2e', 1.3) +
    circle(50, 42, 18, bottom) + path('M30 46Q34 54 38 50Q42 58 46 52Q50 58 54 52Q58 58 62 50Q66 54 70 46Z', bottom) +
    circle(50, 24, 14, top) + ellipse(44, 19, 5, 3, '#ffffff', { opacity: 0.35 }) + circle(52, 9, 4, '#c0262d')
  );
};

const popsicle: MotifFn = (v) =>
  rect(46, 66, 8, 26, 4, '#e2b676') +
  path('M30 30A20 20 0 0 1 70 30V70H30Z', pick(['#f25c78', '#ffb347', '#8fd694', '#a98bd6'], v)) +
  path('M30 46H70V56H30Z', '#ffffff', { opacity: 0.3 }) + rect(35, 22, 6, 30, 3, '#ffffff', { opacity: 0.3 });

const sundae: MotifFn = (v) =>
  circle(38, 36, 13, pick(['#f7c6d9', '#8b5a3c', '#fff1c9'], v)) + circle(62, 36, 13, pick(['#8b5a3c', '#b8e0a8', '#f7c6d9'], v)) +
  path(wobble(50, 28, 12, 1.5, 7), '#ffffff') + circle(52, 14, 5, '#c0262d') +
  path('M16 44H84Q80 70 50 72Q20 70 16 44Z', '#dff0f7') + path('M20 48H80Q76 66 50 68Q24 66 20 48Z', pick(['#f7c6d9', '#f5e0b8', '#c9e7c2'], v), { opacity: 0.8 }) +
  rect(46, 70, 8, 14, 2, '#dff0f7') + ellipse(50, 87, 18, 5, '#cfe6ef');

const mug: MotifFn = (v) =>
  stroke('M40 24Q34 16 40 8M52 26Q46 16 52 6M64 24Q58 16 64 8', '#ffffff', 2.4, { opacity: 0.75 }) +
  ellipse(48, 86, 36, 7, '#e8e4dc') + ellipse(48, 84, 32, 5.5, '#f8f5ef') +
  path('M68 44A12 12 0 0 1 68 70', 'none', { stroke: pick(['#2a9d8f', '#e76f51', '#264653', '#f4a261'], v), 'stroke-width': 6 }) +
  rect(20, 34, 50, 50, 10, pick(['#2a9d8f', '#e76f51', '#264653', '#f4a261'], v)) +
  ellipse(45, 36, 25, 6, '#6f3f1e') + ellipse(45, 36, 21, 4.5, '#a8683a') +
  path('M45 39C40 35 41 32 43.5 32.5C45 33 45 34 45 34C45 34 45 33 46.5 32.5C49 32 50 35 45 39Z', '#fff1dc') +
  rect(26, 46, 5, 30, 2.5, '#ffffff', { opacity: 0.2 });

const coffeeToGo: MotifFn = (v) =>
  path('M30 28H70L64 92H36Z', '#ffffff') + path('M30 28H70L69 38H31Z', '#000000', { opacity: 0.05 }) +
  path('M32 48H68L65 74H35Z', pick(['#b07a44', '#2a9d8f', '#6b3a22', '#d9342b'], v)) +
  circle(50, 61, 7, '#ffffff', { opacity: 0.9 }) + ellipse(50, 61, 2.5, 3.8, pick(['#b07a44', '#2a9d8f', '#6b3a22', '#d9342b'], v)) +
  rect(26, 20, 48, 10, 4, '#3b3b3b') + rect(32, 13, 36, 9, 4, '#4a4a4a') + rect(54, 11, 6, 4, 2, '#3b3b3b');

const bean = (x: number, y: number, rot: number): string =>
  group(ellipse(0, 0, 6, 8, '#5b3218') + stroke('M0 -7Q-3 0 0 7', '#3a1e0d', 1.4), `translate(${x} ${y}) rotate(${rot})`);

const beansBag: MotifFn = (v) =>
  path('M26 22H74L78 88Q78 92 74 92H26Q22 92 22 88Z', pick(['#c9a26b', '#2f3e46', '#8c2f39'], v)) +
  path('M26 22H74L72 30H28Z', '#000000', { opacity: 0.15 }) + rect(30, 14, 40, 10, 3, pick(['#b38b55', '#24303a', '#74252f'], v)) +
  circle(50, 58, 16, '#f5ecd9') + bean(46, 56, -20) + bean(55, 60, 25) +
  bean(16, 84, 40) + bean(86, 80, -30);

const glassDrink = (liquid: string, extra: string): string =>
  path('M28 22H72L66 90H34Z', '#eaf6fb', { opacity: 0.9 }) + path('M30 34H70L65 88H35Z', liquid) +
  path('M32 38L36 84', 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.4, 'stroke-linecap': 'round' }) + extra;

const smoothie: MotifFn = (v) =>
  stroke('M56 34L70 6', pick(['#ef476f', '#118ab2', '#06d6a0'], v), 4) +
  glassDrink(pick(['#f48fb1', '#9ccc65', '#9575cd', '#ffb74d'], v),
    path(wobble(50, 30, 20, 2, 7), '#fffaf2', { transform: 'matrix(1 0 0 0.45 0 16.5)' }) + circle(36, 24, 5, '#d32f4f') + ellipse(66, 22, 6, 3, '#7cb342'));

const juice: MotifFn = (v) =>
  glassDrink(pick(['#ffa726', '#ffd54f', '#ef5350', '#aed581'], v),
    rect(38, 42, 11, 11, 2, '#ffffff', { opacity: 0.45, transform: 'rotate(15 43 47)' }) + rect(52, 50, 10, 10, 2, '#ffffff', { opacity: 0.45, transform: 'rotate(-10 57 55)' }) +
    circle(70, 24, 12, pick(['#ffa726', '#fdd835', '#e53935', '#9ccc65'], v)) + circle(70, 24, 9, pick(['#ffe0b2', '#fff59d', '#ffcdd2', '#dcedc8'], v)) +
    stroke('M70 16V32M62 24H78M64 18L76 30M76 18L64 30', pick(['#ffa726', '#fdd835', '#e53935', '#9ccc65'], v), 0.8));

const soda: MotifFn = (v) =>
  stroke('M54 24L62 4', '#ffffff', 4) + stroke('M54 24L62 4', pick(['#d9342b', '#2f6fd6', '#2e9e5b', '#f29e1f'], v), 1.4) +
  path('M28 30H72L66 92H34Z', pick(['#d9342b', '#2f6fd6', '#2e9e5b', '#f29e1f'], v)) +
  path('M30 52Q50 42 70 52L68 66Q50 56 32 66Z', '#ffffff', { opacity: 0.85 }) +
  rect(24, 22, 52, 9, 4, '#f1f1f1') + rect(24, 28, 52, 3, 1.5, '#d4d4d4');

const bottle: MotifFn = (v) => {
  const liquid = pick(['#bfe3f5', '#ffa726', '#3e2723', '#fff176', '#e57373'], v);
  return rect(42, 6, 16, 8, 2, pick(['#1e88e5', '#ef6c00', '#c62828', '#43a047', '#8e24aa'], v)) +
    path('M42 14H58V24Q72 32 72 46V84Q72 92 64 92H36Q28 92 28 84V46Q28 32 42 24Z', '#e3f2fa', { opacity: 0.9 }) +
    path('M30 44H70V84Q70 90 64 90H36Q30 90 30 84Z', liquid, { opacity: v % 5 === 0 ? 0.8 : 1 }) +
    rect(30, 54, 40, 18, 2, '#ffffff', { opacity: 0.92 }) + circle(50, 63, 5, pick(['#1e88e5', '#ef6c00', '#c62828', '#43a047', '#8e24aa'], v)) +
    rect(34, 28, 4, 56, 2, '#ffffff', { opacity: 0.35 });
};

const can: MotifFn = (v) => {
  const c = pick(['#d9342b', '#1565c0', '#2e7d32', '#f9a825', '#6a1b9a'], v);
  return rect(30, 14, 40, 76, 7, c) + ellipse(50, 15, 20, 4, '#cfd8dc') + ellipse(50, 15, 16, 2.8, '#b0bec5') + rect(46, 12, 8, 3, 1.5, '#90a4ae') +
    path('M30 50Q50 40 70 50V60Q50 50 30 60Z', '#ffffff', { opacity: 0.85 }) + circle(50, 72, 6, '#ffffff', { opacity: 0.9 }) +
    rect(34, 20, 5, 64, 2.5, '#ffffff', { opacity: 0.25 }) + ellipse(50, 89, 20, 3, '#000000', { opacity: 0.15 });
};

const beer: MotifFn = (v) =>
  path('M70 40H76A10 10 0 0 1 86 50V66A10 10 0 0 1 76 76H70', 'none', { stroke: '#e7f3f8', 'stroke-width': 5 }) +
  rect(22, 26, 50, 64, 6, '#e7f3f8', { opacity: 0.9 }) + rect(25, 34, 44, 53, 4, pick(['#f2a93b', '#8d4a1f', '#f6c453'], v)) +
  [[34, 70], [44, 58], [56, 74], [60, 50], [38, 46]].map(([x, y]) => circle(x ?? 0, y ?? 0, 1.6, '#ffffff', { opacity: 0.6 })).join('') +
  path(wobble(47, 28, 10, 1.5, 5), '#ffffff') + circle(32, 28, 9, '#ffffff') + circle(62, 28, 9, '#ffffff') + rect(22, 28, 50, 8, 3, '#ffffff') +
  path('M30 34Q30 44 34 42Q36 38 36 34Z', '#ffffff');

const wineGlass: MotifFn = (v) =>
  path('M28 10H72Q76 50 50 56Q24 50 28 10Z', '#eef7fb', { opacity: 0.9 }) +
  path('M29 28H71Q70 52 50 54Q30 52 29 28Z', pick(['#8e1b3a', '#f3d77a', '#f4a3a8'], v)) +
  ellipse(50, 28, 21, 3.5, pick(['#a62647', '#f8e39a', '#f8bcc0'], v)) + rect(32, 14, 4, 26, 2, '#ffffff', { opacity: 0.5 }) +
  rect(48, 54, 4, 30, 2, '#e3eff4') + ellipse(50, 86, 18, 4.5, '#e3eff4');

const wineBottle: MotifFn = (v) => {
  const glass = pick(['#1f4d2e', '#4a1424', '#d9d2b8'], v);
  return rect(43, 4, 14, 12, 2, pick(['#8e1b3a', '#c9a227', '#2f3e46'], v)) + rect(44, 14, 12, 20, 3, glass) +
    path('M44 32Q32 40 32 50V88Q32 94 38 94H62Q68 94 68 88V50Q68 40 56 32Z', glass) +
    rect(35, 56, 30, 24, 2, '#f5ecd9') + stroke('M40 62H60M42 74H58', pick(['#8e1b3a', '#c9a227', '#2f3e46'], v), 1.6) +
    circle(50, 68, 3, pick(['#8e1b3a', '#c9a227', '#2f3e46'], v)) + rect(36, 42, 3.5, 42, 1.7, '#ffffff', { opacity: 0.22 });
};

const spirits: MotifFn = (v) =>
  rect(42, 6, 16, 10, 3, '#8d6e63') + rect(44, 14, 12, 16, 2, '#e3d8c8', { opacity: 0.9 }) +
  rect(24, 28, 52, 64, 10, '#f2e6d0', { opacity: 0.6 }) + rect(26, 40, 48, 50, 8, pick(['#c8741f', '#e9d9b6', '#7d3c1a'], v)) +
  rect(30, 48, 40, 24, 2, '#1f1f1f') + rect(32, 50, 36, 20, 1.5, 'none', { stroke: '#d4af37', 'stroke-width': 1 }) +
  circle(50, 60, 5, '#d4af37') + rect(29, 34, 4, 50, 2, '#ffffff', { opacity: 0.3 });

export const sweetDrinkMotifs = {
  croissant, bread, cake, donut, cupcake, cone, popsicle, sundae, mug, coffeeToGo, beansBag, smoothie, juice, soda,
  bottle, can, beer, wineGlass, wineBottle, spirits,
} satisfies Record<string, MotifFn>;
