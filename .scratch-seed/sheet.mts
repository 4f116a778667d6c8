import sharp from 'sharp';
import { dishMotifs } from '../server/db/seed/art/motifs-dishes.ts';
const mods: Record<string, Record<string, (v: number) => string>> = { dishMotifs };
for (const extra of process.argv.slice(3)) {
  const m = await import(`../server/db/seed/art/${extra}.ts`);
  for (const [k, val] of Object.entries(m)) if (typeof val === 'object') mods[k] = val as never;
}
const which = process.argv[2] ?? 'dishMotifs';
const motifs = Object.entries(mods[which]!);
const cols = 8, cell = 150, variants = 3;
const rows = Math.ceil((motifs.length * variants) / cols);
let body = '';
let i = 0;
for (const [, fn] of motifs) for (let v = 0; v < variants; v++, i++) {
  const x = (i % cols) * cell, y = Math.floor(i / cols) * cell;
  body += `<rect x="${x + 4}" y="${y + 4}" width="${cell - 8}" height="${cell - 8}" rx="12" fill="${['#fde2e4', '#e2f0cb', '#ddebf7'][v]}"/>`;
  body += `<g transform="translate(${x + 10} ${y + 10}) scale(${(cell - 20) / 100})">${fn(v)}</g>`;
}
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cell}" height="${rows * cell}">${body}</svg>`;
await sharp(Buffer.from(svg)).png().toFile(`/tmp/seedscratch/${which}.png`);
console.log(motifs.map(([k]) => k).join(' '));
