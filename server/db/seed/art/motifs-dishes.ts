import { circle, ellipse, group, path, pick, rect, ring, stroke, wobble, type MotifFn } from './svg';

/** Savoury restaurant dishes, each in a 100×100 box. `v` varies toppings or colours. */

const toppings = (v: number, spots: ReadonlyArray<readonly [number, number]>): string =>
  spots
    .map(([x, y], i) => {
      switch (pick(['pepperoni', 'olive', 'mushroom', 'basil'] as const, v + (v % 2 === 0 ? 0 : i % 2))) {
        case 'pepperoni':
          return circle(x, y, 5.2, '#b3281f') + circle(x - 1.5, y - 1.2, 1, '#8e1c15') + circle(x + 1.6, y + 1.4, 0.8, '#8e1c15');
        case 'olive':
          return circle(x, y, 3.4, '#2d2a26') + circle(x, y, 1.5, '#f6cf5a');
        case 'mushroom':
          return path(`M${x - 4} ${y + 1}Q${x} ${y - 6} ${x + 4} ${y + 1}Z`, '#e8d8c0') + rect(x - 1.2, y, 2.4, 3.5, 1, '#d9c4a5');
        default:
          return ellipse(x, y, 4.5, 2.2, '#3f9b3a', { transform: `rotate(${(i * 47) % 180} ${x} ${y})` });
      }
    })
    .join('');

const pizza: MotifFn = (v) => {
  const spots = [...ring(50, 50, 21, 6, 0.5), ...ring(50, 50, 9, 3, 1.2)];
  const cuts = [0, 60, 120].map((a) => {
    const r = (a * Math.PI) / 180;
    return stroke(`M${50 - Math.cos(r) * 40} ${50 - Math.sin(r) * 40}L${50 + Math.cos(r) * 40} ${50 + Math.sin(r) * 40}`, '#c98a3c', 1.1, { opacity: 0.7 });
  });
  return (
    circle(50, 50, 42, '#dd9a48') + circle(50, 50, 42, 'none', { stroke: '#b9772f', 'stroke-width': 1.5 }) +
    circle(50, 50, 35, '#c9432c') + path(wobble(50, 50, 32, 1.6, 9, v), '#f5cd5c') +
    toppings(v, spots) + cuts.join('')
  );
};

const pizzaSlice: MotifFn = (v) =>
  path('M50 90L18 26Q50 12 82 26Z', '#f5cd5c') +
  path('M50 90L44 78Q40 72 46 70Z', '#f5cd5c') +
  stroke('M16 25Q50 9 84 25', '#d98f3e', 9) + stroke('M20 21Q50 8 80 21', '#e9ad5d', 3) +
  toppings(v, [[50, 38], [38, 48], [60, 54], [49, 66]]);

const burger: MotifFn = (v) => {
  const lettuce = 'M12 50Q17 44 22 50T32 50T42 50T52 50T62 50T72 50T82 50T90 50L88 56L12 56Z';
  return (
    path('M15 72H85C85 84 79 89 70 89H30C21 89 15 84 15 72Z', '#e39a3a') +
    rect(13, 58, 74, 14, 7, '#6b3820') + circle(30, 64, 1, '#4f2815') + circle(55, 67, 1, '#4f2815') + circle(71, 63, 1, '#4f2815') +
    path('M13 57H87V61H73L67 69L61 61H37L31 68L25 61H13Z', pick(['#f8c93a', '#f6b93b', '#f8c93a'], v)) +
    rect(16, 53, 68, 6, 3, '#e5483a') +
    path(lettuce, '#79c043') +
    path('M14 50C14 24 30 13 50 13C70 13 86 24 86 50Z', '#eaa53e') +
    ellipse(36, 25, 11, 4.5, '#ffffff', { opacity: 0.28, transform: 'rotate(-18 36 25)' }) +
    [[33, 30], [45, 22], [58, 25], [67, 33], [41, 38], [55, 37], [26, 41], [73, 43]]
      .map(([x, y], i) => ellipse(x ?? 0, y ?? 0, 2, 1.1, '#fff3d4', { transform: `rotate(${i * 35} ${x} ${y})` }))
      .join('')
  );
};

const fries: MotifFn = (v) => {
  const sticks = [30, 37, 44, 51, 58, 65].map((x, i) =>
    rect(x, 14 + ((i * 7) % 12), 6.5, 40, 2, '#f6c945') + rect(x + 4.5, 14 + ((i * 7) % 12), 2, 40, 1, '#e0a92a'));
  return sticks.join('') + path('M24 44H76L69 90H31Z', pick(['#d9342b', '#2f6fd6', '#e0492e'], v)) +
    path('M24 44H76L75 50Q50 60 25 50Z', '#ffffff', { opacity: 0.2 }) + circle(50, 70, 7, '#ffffff', { opacity: 0.9 }) + circle(50, 70, 3.5, pick(['#d9342b', '#2f6fd6', '#e0492e'], v));
};

const taco: MotifFn = (v) =>
  [22, 34, 46, 58, 70].map((x, i) => circle(x + 4, 46 - (i % 2) * 3, 9, '#5f9e33')).join('') +
  [28, 44, 60].map((x) => circle(x + 4, 42, 6, pick(['#8b4a2b', '#c0392b', '#7a4a2a'], v))).join('') +
  circle(36, 38, 3, '#e74c3c') + circle(58, 36, 3, '#e74c3c') + circle(48, 40, 2.4, '#f7f1e3') + circle(66, 42, 2.4, '#f7f1e3') +
  path('M12 46A38 38 0 0 0 88 46Z', '#f2bf4a') + path('M18 50A32 32 0 0 0 82 50', 'none', { stroke: '#d99c2b', 'stroke-width': 1.4, opacity: 0.7 }) +
  [26, 40, 54, 68].map((x) => circle(x + 4, 62 + ((x * 3) % 9), 1.3, '#d99c2b')).join('');

const burrito: MotifFn = (v) => {
  const wrap = pick(['#efd7a8', '#e9dcc4', '#f2cf8e'], v);
  return group(
    rect(14, 34, 72, 34, 17, wrap) + rect(14, 34, 72, 34, 17, 'none', { stroke: '#d1b37c', 'stroke-width': 1.2 }) +
    stroke('M34 36Q40 51 34 66', '#d7bc8a', 1.4) + stroke('M50 35Q56 51 50 67', '#d7bc8a', 1.4) +
    path('M60 34H75A17 17 0 0 1 75 68H60Z', pick(['#c9ced6', '#f4f1ea', '#c9ced6'], v)) +
    stroke('M64 38L72 42M63 50L73 54M64 60L72 64', '#aab1bb', 1.2) +
    ellipse(20, 51, 7, 15, '#7a4a2a') + circle(19, 44, 2.5, '#f7f1e3') + circle(21, 52, 2.2, '#5f9e33') + circle(18, 58, 2.5, '#c0392b'),
    'translate(50 50) scale(0.86) rotate(-28) translate(-50 -50)',
  );
};

const arepa: MotifFn = (v) =>
  ellipse(50, 70, 38, 13, '#e9c37a') + ellipse(50, 66, 38, 13, '#f3d693') +
  path(wobble(50, 58, 34, 2, 8, 0.3), pick(['#f7f1e3', '#f5d76e', '#f7f1e3'], v), { transform: 'matrix(1 0 0 0.32 0 39)' }) +
  ellipse(50, 57, 35, 7, pick(['#8b4a2b', '#f0a83a', '#5f9e33'], v), { opacity: 0.95 }) +
  ellipse(50, 48, 38, 13, '#e9b566') + ellipse(50, 45, 38, 13, '#f5d99a') +
  stroke('M26 40L36 50M40 36L52 51M56 35L68 49M70 38L76 45', '#c98a3c', 2.2, { opacity: 0.8 });

const empanada = (x: number, y: number, s: number): string =>
  group(
    path('M10 60A40 40 0 0 1 90 60Z', '#e8a64b') + path('M16 58A34 34 0 0 1 84 58Z', '#f0bd64', { opacity: 0.8 }) +
    ring(50, 60, 40, 14, Math.PI).filter(([, py]) => py <= 60.5).map(([px, py]) => circle(px, py, 3.2, '#d48a35')).join('') +
    ellipse(40, 42, 12, 5, '#ffffff', { opacity: 0.22, transform: 'rotate(-20 40 42)' }),
    `translate(${x} ${y}) scale(${s})`,
  );

const empanadas: MotifFn = (v) =>
  empanada(6, 6, 0.62) + empanada(34, 28, 0.62) +
  path('M12 74Q26 92 40 74Z', '#ffffff') + ellipse(26, 74, 14, 5, '#ffffff') + ellipse(26, 74, 11.5, 3.8, pick(['#3f9b3a', '#d9342b', '#f0a83a'], v));

const plate = (inner: string): string =>
  ellipse(50, 54, 45, 38, '#d9d2c5') + ellipse(50, 52, 45, 38, '#ffffff', { stroke: '#d9d2c5', 'stroke-width': 1.2 }) +
  ellipse(50, 52, 36, 30, '#f1ece3') + inner;

const bandeja: MotifFn = (v) =>
  plate(
    path(wobble(36, 40, 14, 1.5, 7), '#fffdf6', { stroke: '#ddd3bf', 'stroke-width': 1.2 }) + circle(31, 37, 1.2, '#e6dcc8') + circle(40, 43, 1.2, '#e6dcc8') +
    ellipse(62, 38, 15, 11, '#7b3f1d') + [56, 62, 68].map((x) => circle(x, 36 + (x % 3), 2, '#5e2d12')).join('') +
    circle(40, 66, 10, '#ffffff') + circle(41, 66, 4.5, '#f5b622') +
    path('M56 58Q70 52 80 62Q72 74 58 68Z', '#c06a2b') + stroke('M60 62L74 60', '#e29a4f', 1.5) +
    path('M22 56Q28 74 40 80', 'none', { stroke: '#e9b949', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    (v % 2 === 0 ? ellipse(66, 76, 9, 5, '#8fc45a') + ellipse(66, 76, 6, 3, '#d9ec9c') : circle(70, 76, 6, '#d9342b')),
  );

const bowl = (broth: string, contents: string, color = '#f4efe6'): string =>
  ellipse(50, 45, 42, 12, '#d8d1c4') + ellipse(50, 45, 40, 10.5, broth) + contents +
  path('M8 45H92C92 70 74 86 50 86C26 86 8 70 8 45Z', color) +
  path('M14 52C18 70 32 80 50 81', 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.35, 'stroke-linecap': 'round' }) +
  ellipse(50, 87, 18, 3, '#000000', { opacity: 0.08 });

const soup: MotifFn = (v) =>
  bowl(pick(['#f0b042', '#e98c3a', '#9ccf5f'], v),
    circle(34, 43, 5, '#f7e08a') + circle(52, 41, 6, '#f2e6c9') + circle(66, 45, 4, '#f7e08a') + ellipse(44, 47, 4, 2, '#3f9b3a') + ellipse(60, 39, 3.5, 1.8, '#3f9b3a'),
    pick(['#c8553d', '#f4efe6', '#2f5d8a'], v));

const ramen: MotifFn = (v) =>
  stroke('M60 8L74 44M70 6L80 43', '#b07a44', 2.6) +
  bowl('#e7b46a',
    stroke('M22 44Q30 38 38 44T54 44T70 44T80 44', '#f6dc8d', 2.2) + stroke('M24 48Q32 42 40 48T56 48T72 48', '#f6dc8d', 2.2) +
    ellipse(36, 41, 7, 5, '#ffffff') + circle(36, 41, 3, '#f5a623') + ellipse(62, 41, 8, 4, '#e98d8d') + ellipse(62, 41, 4, 2, '#ffffff') +
    ellipse(50, 38, 5, 2, '#3f9b3a'),
    pick(['#1f2a44', '#b3261e', '#f4efe6'], v));

const salad: MotifFn = (v) =>
  bowl('#8bc34a',
    path(wobble(34, 40, 9, 1.5, 6), '#5fae3a') + path(wobble(60, 38, 10, 1.5, 6), '#79c043') +
    circle(46, 40, 4.5, '#e74c3c') + circle(70, 44, 4, '#e74c3c') + ellipse(28, 46, 5, 3, '#f5e6b8') +
    circle(54, 46, 3, pick(['#2d2a26', '#f5d76e', '#8e5ea2'], v)) + ellipse(40, 47, 5, 2.5, '#b7dd7a'),
    pick(['#ffffff', '#e9f5df', '#f7efe4'], v));

const poke: MotifFn = (v) =>
  bowl('#fbfaf5',
    [34, 42, 50].map((x, i) => rect(x - 3, 36 + (i % 2) * 4, 7, 7, 1.5, pick(['#f2866a', '#d64545', '#f2866a'], v))).join('') +
    ellipse(64, 40, 9, 4, '#7cb342') + ellipse(64, 40, 5, 2.3, '#dcedc8') + circle(28, 44, 3, '#f5d76e') + circle(74, 46, 3, '#f57c00'),
    pick(['#2c3e50', '#f4efe6', '#8d6e63'], v));

const curry: MotifFn = (v) =>
  bowl(pick(['#e5a23a', '#d9542b', '#8fb03e'], v),
    path(wobble(38, 40, 9, 1, 7), '#fbfaf5') + circle(58, 42, 4, '#f3e2c1') + circle(66, 38, 3, '#c0392b') + ellipse(50, 46, 4, 1.8, '#3f9b3a'),
    '#f4efe6');

const hummus: MotifFn = (v) =>
  plate(
    path(wobble(50, 50, 26, 2, 9, v), '#e9cf9f') + stroke('M34 50Q42 36 56 42T60 60Q50 66 42 58', '#c9a66b', 2.2) +
    stroke('M40 48Q50 40 58 50', '#c3a02c', 2.4, { opacity: 0.8 }) +
    [[46, 46], [54, 56], [38, 56]].map(([x, y]) => circle(x ?? 0, y ?? 0, 2.4, '#d6b27a')).join('') + circle(61, 44, 1.5, '#c0392b') + circle(44, 60, 1.5, '#c0392b'),
  );

const falafel: MotifFn = (v) =>
  plate(
    [[38, 42], [60, 42], [49, 58], [30, 60], [68, 60]].map(([x, y]) => circle(x ?? 0, y ?? 0, 9, '#8b5a2b') + circle((x ?? 0) - 3, (y ?? 0) - 3, 3.5, '#a8743c')).join('') +
    ellipse(50, 72, 12, 4, pick(['#f2efe6', '#c3e08a', '#f2efe6'], v)),
  );

const kebab: MotifFn = (v) =>
  group(
    stroke('M8 50L92 50', '#b08457', 2.4) +
    [20, 34, 48, 62, 76].map((x, i) =>
      i % 2 === 0 ? rect(x - 6, 41, 12, 18, 4, '#8b4a2b') + rect(x - 6, 41, 12, 5, 3, '#a45f35')
        : rect(x - 5, 42, 10, 16, 3, pick(['#e74c3c', '#5f9e33', '#f5b622'], v + i))).join(''),
    'rotate(-20 50 50)',
  );

const noodleBox: MotifFn = (v) =>
  stroke('M58 6L66 40M68 6L71 40', '#b07a44', 2.4) +
  path('M26 38Q50 22 74 38', 'none', { stroke: '#e8c06a', 'stroke-width': 10, 'stroke-linecap': 'round' }) +
  stroke('M30 36Q40 28 50 36T70 36', '#c9962f', 1.4) +
  path('M20 38H80L72 88H28Z', pick(['#ffffff', '#d9342b', '#f5efe0'], v)) + path('M20 38H80L78 46H22Z', '#000000', { opacity: 0.08 }) +
  path('M20 38L10 30L30 34Z', pick(['#ecebe8', '#b92b22', '#e6dcc5'], v)) + path('M80 38L90 30L70 34Z', pick(['#ecebe8', '#b92b22', '#e6dcc5'], v)) +
  circle(50, 63, 9, pick(['#d9342b', '#ffffff', '#d9342b'], v)) + circle(50, 63, 4, pick(['#ffffff', '#d9342b', '#ffffff'], v));

const maki = (x: number, y: number, fill: string): string =>
  circle(x, y, 17, '#1f2a24') + circle(x, y, 14, '#fbfaf5') + circle(x - 5, y - 6, 1, '#e7e3d8') + circle(x + 6, y + 5, 1, '#e7e3d8') +
  circle(x, y, 6.5, fill) + circle(x + 2.5, y + 2, 2.6, '#7cb342');

const makiRolls: MotifFn = (v) =>
  ellipse(50, 80, 40, 8, '#000000', { opacity: 0.08 }) +
  maki(32, 40, pick(['#f2866a', '#e94f4f', '#f5a623'], v)) + maki(68, 40, pick(['#e94f4f', '#f2866a', '#7cb342'], v)) + maki(50, 66, pick(['#f5a623', '#f2866a', '#e94f4f'], v));

const nigiri = (x: number, y: number, fish: string): string =>
  ellipse(x, y + 8, 20, 9, '#fbfaf5') + path(`M${x - 22} ${y + 4}Q${x} ${y - 16} ${x + 22} ${y + 2}Q${x} ${y + 6} ${x - 22} ${y + 4}Z`, fish) +
  stroke(`M${x - 12} ${y - 2}Q${x - 6} ${y + 3} ${x - 8} ${y + 4}M${x} ${y - 6}Q${x + 5} ${y} ${x + 3} ${y + 3}M${x + 10} ${y - 5}Q${x + 14} ${y - 1} ${x + 13} ${y + 2}`, '#ffffff', 1.3, { opacity: 0.7 });

const nigiriPair: MotifFn = (v) =>
  rect(10, 66, 80, 10, 3, '#b98a59') + rect(10, 74, 80, 4, 2, '#9c6f42') +
  nigiri(32, 48, pick(['#f28a63', '#e35b5b', '#f7c59f'], v)) + nigiri(68, 48, pick(['#e35b5b', '#f28a63', '#f28a63'], v));

const ceviche: MotifFn = (v) =>
  path('M18 34H82Q80 62 50 64Q20 62 18 34Z', '#d3edf3', { stroke: '#9ccfdb', 'stroke-width': 1.4 }) +
  path(wobble(50, 38, 28, 1.5, 8), pick(['#f6efe3', '#fbd3c1', '#f6efe3'], v), { transform: 'matrix(1 0 0 0.3 0 26.6)' }) +
  [34, 44, 54, 64].map((x, i) => rect(x - 4, 30 + (i % 2) * 3, 8, 6, 2, i % 2 ? '#f7c59f' : '#fbfaf5')).join('') +
  stroke('M30 32Q36 28 40 33M56 30Q62 26 66 31', '#a64d79', 1.6) + ellipse(48, 30, 3.5, 1.6, '#3f9b3a') +
  path('M70 34A14 14 0 0 1 88 22L78 34Z', '#8bc34a') + path('M72 34A11 11 0 0 1 85 25L77 34Z', '#d4edb0') +
  path('M46 64H54V82H46Z', '#d3edf3', { stroke: '#9ccfdb', 'stroke-width': 1.2 }) + ellipse(50, 84, 16, 4, '#c4e4ec', { stroke: '#9ccfdb', 'stroke-width': 1.2 });

const drumstick: MotifFn = (v) =>
  group(
    rect(60, 44, 26, 9, 4.5, '#f4ecdc', { stroke: '#d3c29f', 'stroke-width': 1.2 }) + circle(86, 44, 6, '#f4ecdc', { stroke: '#d3c29f', 'stroke-width': 1.2 }) +
    circle(86, 54, 6, '#f4ecdc', { stroke: '#d3c29f', 'stroke-width': 1.2 }) + rect(62, 45, 22, 7, 3.5, '#f4ecdc') +
    path('M14 48C14 26 40 20 56 34C64 42 64 56 56 62C40 74 14 70 14 48Z', pick(['#c8742f', '#b5562a', '#d48b3d'], v)) +
    ellipse(30, 40, 10, 5, '#ffffff', { opacity: 0.2, transform: 'rotate(-25 30 40)' }) +
    stroke('M24 56Q32 60 42 56', '#8a4419', 1.6, { opacity: 0.5 }),
    'translate(48 52) scale(0.86) rotate(-30) translate(-50 -50)',
  );

const shrimp: MotifFn = (v) => {
  const body = pick(['#f28a63', '#f39c6b', '#e8744f'], v);
  return path('M72 30C86 44 80 72 58 80C40 86 22 76 22 60C34 70 50 70 58 60C64 52 62 40 54 34Z', body) +
    stroke('M60 38Q70 42 68 50M64 52Q72 58 66 64M56 64Q60 72 52 74', '#d0623c', 1.8) +
    path('M22 60L10 52L14 66Z', body) + circle(66, 33, 2, '#2d2a26') +
    stroke('M72 30Q84 16 94 14M70 28Q76 12 86 8', '#e0623c', 1.2);
};

const pasta: MotifFn = (v) =>
  plate(
    [24, 20, 16, 12, 8].map((r, i) => stroke(wobble(50, 52, r, 2.2, 5 + i, i * 0.9), i % 2 ? '#e9bf5a' : '#f4d57e', 2.6, { transform: 'matrix(1 0 0 0.8 0 10.4)' })).join('') +
    path(wobble(50, 48, 11, 1.6, 6), pick(['#c9432c', '#f5efe0', '#4e9a3c'], v)) +
    (v % 3 === 0 ? circle(44, 48, 4.2, '#7b3f1d') + circle(56, 50, 4.2, '#7b3f1d') + circle(51, 42, 3.8, '#7b3f1d') : circle(50, 47, 2.5, '#f5efe0', { opacity: 0.8 })) +
    ellipse(47, 40, 4, 2, '#3f9b3a', { transform: 'rotate(-25 47 40)' }) + ellipse(54, 40, 3.5, 1.8, '#4caf50', { transform: 'rotate(30 54 40)' }),
  );

const chili: MotifFn = (v) =>
  group(
    path('M30 30C50 26 74 40 82 70C84 78 78 80 74 74C62 56 46 46 30 44C22 42 22 32 30 30Z', pick(['#d9342b', '#f57c00', '#3f9b3a'], v)) +
    ellipse(48, 36, 10, 3, '#ffffff', { opacity: 0.3, transform: 'rotate(15 48 36)' }) +
    path('M30 30C26 30 22 34 24 40L18 38C18 30 24 26 30 28Z', '#3f8f2e') + stroke('M20 36Q14 30 16 20', '#3f8f2e', 3),
    'translate(0 4)',
  );

const fishPlate: MotifFn = (v) =>
  plate(
    path('M22 52Q44 30 70 52Q44 74 22 52Z', pick(['#d98b3a', '#c8742f', '#e6a15b'], v)) + path('M68 52L84 40L82 64Z', pick(['#c07530', '#b5662a', '#d48b3d'], v)) +
    circle(32, 49, 2, '#2d2a26') + stroke('M42 44Q46 52 42 60M52 44Q56 52 52 60', '#a85d22', 1.6) +
    path('M56 66A8 8 0 0 1 72 70L64 72Z', '#8bc34a'),
  );

export const dishMotifs = {
  pizza, pizzaSlice, burger, fries, taco, burrito, arepa, empanadas, bandeja, soup, ramen, salad, poke, curry,
  hummus, falafel, kebab, noodleBox, makiRolls, nigiriPair, ceviche, drumstick, shrimp, pasta, chili, fishPlate,
} satisfies Record<string, MotifFn>;
