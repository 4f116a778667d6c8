// Builds the storefront (React Router + Vite), then writes Brotli and gzip copies of the built
// JS and CSS so the server sends them precompressed (maximum compression, once, at build time).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { reactRouter } from './react-router.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildStorefront() {
  const status = await reactRouter(['build']);
  if (status !== 0) return status;
  const assets = path.join(root, 'build', 'client', 'assets');
  for (const name of fs.readdirSync(assets)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const file = path.join(assets, name);
    const data = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await buildStorefront());
