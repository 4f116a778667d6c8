// `npm test`: what CI runs. Type checking, lint, unit and API tests (PGlite; PostgreSQL too when
// TEST_DATABASE_URL is set), a production build, then browser tests against the real server.
// Stops at the first failing step; ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-test-'));
const totals = { passed: 0, failed: 0 };

/** The step's closing line ("title: ok in 12.3 s"); true when it passed. */
function reportStep(title, status, started) {
  console.log(`  ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return status === 0;
}

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return reportStep(title, result.status, started);
}

/**
 * Steps that each keep one core busy (tsc, ESLint) run side by side on the two cores CI has; each
 * one's output is printed whole when it ends, so the log reads as if they had run one by one.
 */
async function runTogether(steps) {
  const results = await Promise.all(steps.map(({ title, command, args }) => new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => {
      console.log(`\n▶ ${title}\n${output.trimEnd()}`);
      resolve(reportStep(title, status, started));
    });
  })));
  return results.every(Boolean);
}

function vitest(title, projects, extra = []) {
  const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(title, bin('vitest'), [
    'run', ...projects.flatMap((p) => ['--project', p]), ...extra,
    '--reporter=default', '--reporter=json', `--outputFile.json=${report}`,
  ]);
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numTotalTestSuites === 0 ? 1 : 0);
    if (r.numTotalTests === 0) {
      console.error(`  ${title}: no tests ran`);
      return false;
    }
  }
  return ok;
}

function finish(ok) {
  if (!ok && totals.failed === 0) totals.failed = 1; // a step other than a test failed
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

/**
 * The browser tests need Chromium. On Debian/Ubuntu as root (CI, these machines) it is installed the
 * way `.ci/run` does; anywhere else the run stops now, with the one command to run, rather than
 * after the long API suite.
 */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium is missing at ${chromium}; the browser tests need it. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    return false;
  }
  console.log('Chromium is missing: installing Debian\'s chromium package for the browser tests (apt-get install -y chromium)');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return run('install chromium (apt-get update)', 'apt-get', ['update', '-qq'], env) && run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], env);
}

const apiProjects = ['unit', 'api', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
// One test file per core: PGlite is CPU-bound and vitest would leave one core idle (its default is
// cores − 1, i.e. a single worker on a 2-core CI machine: 450 s instead of 290 s there).
const apiWorkers = `--maxWorkers=${Math.max(2, os.availableParallelism())}`;
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the API suite and the ordering journey run on PGlite only.');
if (!process.env.TEST_REDIS_URL) console.log('TEST_REDIS_URL is not set: the rate limits shared through Redis are not tested.');

const ok =
  ensureChromium() &&
  run('typecheck', process.execPath, ['scripts/react-router.mjs', 'typegen']) &&
  (await runTogether([
    { title: 'typecheck (tsc)', command: bin('tsc'), args: ['--noEmit'] },
    { title: 'lint', command: bin('eslint'), args: ['.'] },
  ])) &&
  vitest('unit and API tests', apiProjects, [apiWorkers]) &&
  run('production build', process.execPath, ['scripts/build.mjs']) &&
  vitest('browser tests', ['e2e']);
finish(ok);
