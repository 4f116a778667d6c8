// `npm start`: builds the storefront when the build is missing or older than its sources, then
// starts the one-process server (TypeScript runs through tsx's loader; no separate compile step).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStorefront } from './build.mjs';

// React, React Router and friends pick their fast production builds from this.
process.env.NODE_ENV ??= 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const buildEntry = path.join(root, 'build', 'server', 'index.js');
const sources = ['app', 'contract', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsStale() {
  if (!fs.existsSync(buildEntry)) return true;
  const built = fs.statSync(buildEntry).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

if (buildIsStale()) {
  console.error('Building the storefront (first start or sources changed)…');
  const status = await buildStorefront();
  if (status !== 0) process.exit(status);
}

const { register } = await import('tsx/esm/api');
register();
const { main } = await import('../server/main.ts');
await main();
