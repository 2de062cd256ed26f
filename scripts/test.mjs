// `npm test`: install what is missing (npm deps, Debian chromium, poppler-utils, ghostscript and zbar-tools), then typecheck, lint, unit, integration and
// e2e tests; ends with one summary line of passed/failed counts.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ensureChromium,
  ensureConverters,
  ensureTestTools,
  ensureDeps,
  ensureServerBuild,
  ensureWebBuild,
  onSupportedNode,
  run,
} from './lib.mjs';

await onSupportedNode();

const only = process.argv.slice(2); // e.g. `npm test -- unit integration`
const want = (step) => only.length === 0 || only.includes(step);
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Per step, its slowest files (seconds, as the JSON report times them): where the next cut of test time lies. */
const slowest = [];
const tmp = mkdtempSync(path.join(tmpdir(), 'platen-test-'));

function step(name, fn) {
  if (!want(name)) return;
  console.log(`\n=== ${name}`);
  const t0 = Date.now();
  let ok;
  try {
    ok = fn();
  } catch (err) {
    console.error(err);
    ok = false;
  }
  results.push({ name, ok, seconds: (Date.now() - t0) / 1000 });
}

function vitest(name, projects) {
  const out = path.join(tmp, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const code = run('npx', args, { env: { ...process.env, VITEST_JSON: out } });
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    if ((r.numFailedTestSuites ?? 0) > 0 && (r.numFailedTests ?? 0) === 0) failed += r.numFailedTestSuites;
    const timed = (r.testResults ?? []).map((f) => ({
      where: path.relative(process.cwd(), f.name ?? ''),
      seconds: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000,
    }));
    timed.sort((a, b) => b.seconds - a.seconds);
    for (const t of timed.slice(0, 8)) slowest.push(`${name}: ${t.seconds.toFixed(1)} s ${t.where}`);
    for (const file of r.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name ?? '');
      const bad = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of bad)
        failures.push(
          `${name}: ${where} > ${a.fullName ?? a.title}: ${(a.failureMessages ?? [''])[0].split('\n')[0]}`,
        );
      if (bad.length === 0 && file.status === 'failed')
        failures.push(`${name}: ${where}: ${(file.message ?? '').split('\n')[0]}`);
    }
  } else if (code !== 0) {
    failed += 1;
  }
  return code === 0;
}

ensureDeps();
ensureConverters();
if (want('integration') && !ensureTestTools()) process.exit(1);
const browserReady = !want('e2e') || ensureChromium();
if (!browserReady) process.exit(1);
if (want('e2e')) ensureWebBuild();
// The integration and e2e suites start the server as a process: from the bundle, as `npm start` does.
if (want('integration') || want('e2e')) {
  try {
    ensureServerBuild();
  } catch (err) {
    console.error(`${err.message}: the tests start the server from its TypeScript sources instead.`);
  }
}

step('typecheck', () => run('npx', ['tsc', '-p', 'tsconfig.json']) === 0);
step('lint', () => run('npx', ['biome', 'check', '--diagnostic-level=error', '.']) === 0);
step('unit', () => vitest('unit', ['unit', 'unit-web']));
step('integration', () => vitest('integration', ['integration', 'integration-serial']));
step('e2e', () => vitest('e2e', ['e2e']));

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const allOk = results.every((r) => r.ok);
for (const s of slowest) console.log(`slowest: ${s}`);
// The failing tests by name, at the end where a CI log's tail shows them.
for (const f of failures) console.log(`failed: ${f.slice(0, 400)}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk && failed === 0 ? 0 : 1);
