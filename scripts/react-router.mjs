// Runs React Router's CLI (`typegen`, `build`) with its output passed through, less one warning we
// cannot act on: React Router 7.18 (the last line that runs on Node 20) hands Vite `envFile: false`
// in three internal servers, and Vite 8 prints "The `envFile` option is deprecated" for each on
// every build and typegen. React Router 8 passes `envDir: false` instead; drop this wrapper with it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
const known = /The `envFile` option is deprecated/;

/** Resolves with the CLI's exit status. */
export function reactRouter(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } });
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
        if (!known.test(line)) to.write(`${line}\n`);
      });
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await reactRouter(process.argv.slice(2)));
