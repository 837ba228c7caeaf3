// Runs every test suite (unit, integration, end-to-end; integration again on PostgreSQL when
// TEST_DATABASE_URL is set) and ends with one line: "tests: N passed, N failed[, N skipped]".
// With --container-check (CI), scripts/container-check.sh runs last and counts as one test.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { ensureChromium, ensurePoppler, findPgbouncer } from './debian-tools.mjs';
import { startPgbouncer } from './pgbouncer.mjs';

ensureChromium();
ensurePoppler();
fs.mkdirSync('reports', { recursive: true });

console.log('=== typecheck ===');
if (spawnSync('npm', ['run', '--silent', 'typecheck'], { stdio: 'inherit' }).status !== 0) {
  console.log('typecheck failed');
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

// The files that start several app processes on one database (sessions, live notices, webhooks
// and reminders once) and the pooler's own: run again with the app behind PgBouncer in transaction
// mode (DATABASE_URL through it, DATABASE_DIRECT_URL straight to the server).
const POOLER_FILES = [
  'src/server/many-processes.test.ts',
  'src/server/features/community/community-two-processes.test.ts',
  'src/server/db/pooler.test.ts',
];
const PGBOUNCER_PORT = Number(process.env.TEST_PGBOUNCER_PORT || 6432);

const { TEST_DATABASE_URL, ...baseEnv } = process.env;
const suites = [
  { name: 'unit', project: 'unit', env: baseEnv },
  { name: 'integration (embedded PostgreSQL)', project: 'integration', env: baseEnv },
  ...(TEST_DATABASE_URL
    ? [
        { name: 'integration (PostgreSQL)', project: 'integration', env: { ...baseEnv, TEST_DATABASE_URL } },
        {
          name: 'integration (PgBouncer)',
          project: 'integration',
          files: POOLER_FILES,
          env: { ...baseEnv, TEST_DATABASE_URL },
          // Resolves to what stops PgBouncer, or to the reason the suite is skipped.
          async start() {
            const found = findPgbouncer();
            if (found.missing) return { skipped: found.missing };
            const pgbouncer = await startPgbouncer({
              program: found.path,
              serverUrl: TEST_DATABASE_URL,
              port: PGBOUNCER_PORT,
            });
            console.log(`PgBouncer (transaction mode) on ${pgbouncer.url}`);
            this.env.TEST_PGBOUNCER_URL = pgbouncer.url;
            return { stop: () => pgbouncer.stop() };
          },
        },
      ]
    : []),
  { name: 'e2e', project: 'e2e', env: baseEnv },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let broken = false;
for (const [index, suite] of suites.entries()) {
  const report = `reports/vitest-${index}-${suite.project}.json`;
  fs.rmSync(report, { force: true });
  console.log(`\n=== ${suite.name} ===`);
  const started = suite.start ? await suite.start().catch((error) => ({ failed: error.message })) : {};
  if (started.skipped || started.failed) {
    // Never silent: a suite that could not run is a line of the summary and a skipped or failed test.
    console.log(started.skipped ?? started.failed);
    if (started.skipped) totals.skipped += 1;
    else totals.failed += 1;
    lines.push(`${suite.name}: ${started.skipped ? 'skipped' : 'failed'}: ${started.skipped ?? started.failed}`);
    continue;
  }
  const suiteStart = performance.now();
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      suite.project,
      ...(suite.files ?? []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { stdio: 'inherit', env: suite.env },
  );
  await started.stop?.();
  const seconds = Math.round((performance.now() - suiteStart) / 1000);
  if (!fs.existsSync(report)) {
    broken = true;
    lines.push(`${suite.name}: did not report (exit ${result.status})`);
    continue;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const passed = json.numPassedTests;
  const failed = json.numFailedTests;
  const skipped = json.numPendingTests + json.numTodoTests;
  // A suite that crashed outside a test (setup, import) counts as a failure even with no test failed.
  if (result.status !== 0 && failed === 0) broken = true;
  if (passed + failed === 0) broken = true;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${suite.name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (exit ${result.status}, ${seconds} s)`,
  );
}

if (process.argv.includes('--container-check')) {
  console.log('\n=== container check ===');
  // Its last line is "container check: passed: …", "…: failed: WHY" or "…: skipped: WHY".
  // Shown as it runs (it takes minutes), and kept to read its last line.
  const check = spawn('bash', ['scripts/container-check.sh'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  check.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk;
  });
  const [status] = await once(check, 'close');
  const last = output.trimEnd().split('\n').at(-1) ?? '';
  const outcome = /^container check: (passed|failed|skipped)/.exec(last)?.[1];
  if (outcome === 'passed' && status === 0) totals.passed += 1;
  else if (outcome === 'skipped' && status === 0) totals.skipped += 1;
  else totals.failed += 1;
  lines.push(outcome ? last : `container check: did not report (exit ${status})`);
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
if (broken) console.log('a suite failed to run or ran no test');
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || broken ? 1 : 0);
