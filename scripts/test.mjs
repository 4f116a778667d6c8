// `npm test`: what CI runs. Type checking, lint, unit and API tests (PGlite; PostgreSQL too when
// TEST_DATABASE_URL is set), a production build, then browser tests against the real server.
// Stops at the first failing step; ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-test-'));
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
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

const apiProjects = ['unit', 'api', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
// One test file per core: PGlite is CPU-bound and vitest would leave one core idle (its default is
// cores − 1, i.e. a single worker on a 2-core CI machine: 450 s instead of 290 s there).
const apiWorkers = `--maxWorkers=${Math.max(2, os.availableParallelism())}`;
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the API suite and the ordering journey run on PGlite only.');

const ok =
  run('typecheck', bin('react-router'), ['typegen']) &&
  run('typecheck (tsc)', bin('tsc'), ['--noEmit']) &&
  run('lint', bin('eslint'), ['.']) &&
  vitest('unit and API tests', apiProjects, [apiWorkers]) &&
  run('production build', process.execPath, ['scripts/build.mjs']) &&
  vitest('browser tests', ['e2e']);
finish(ok);
