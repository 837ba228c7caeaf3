// The load sweep: the integration and e2e suites with a CPU hog beside them (two busy loops, one
// per core of CI's machine), as a test run shares the machine with other work. Prints each run's
// figures and exits 1 if any failed.
//
//   npm run test:load                       three runs of both suites (about 40 minutes each)
//   npm run test:load -- --runs 1 --suites integration
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const runs = Number(option('--runs', '3'));
const suites = option('--suites', 'integration,e2e').split(',');

fs.mkdirSync('reports', { recursive: true });
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const hogs = [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  try {
    for (const suite of suites) {
      const report = `reports/load-${run}-${suite}.json`;
      fs.rmSync(report, { force: true });
      console.log(`\n=== ${suite}, run ${run} of ${runs}, two busy loops beside it ===`);
      const started = performance.now();
      const result = spawnSync(
        'npx',
        ['vitest', 'run', '--project', suite, '--reporter=dot', '--reporter=json', `--outputFile=${report}`],
        { stdio: 'inherit' },
      );
      const json = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
      results.push({
        run,
        suite,
        passed: json?.numPassedTests ?? 0,
        failed: json ? json.numFailedTests : 1,
        ok: result.status === 0 && json !== undefined,
        seconds: Math.round((performance.now() - started) / 1000),
      });
    }
  } finally {
    for (const hog of hogs) hog.kill('SIGKILL');
  }
}

console.log('\n=== load sweep ===');
for (const r of results)
  console.log(
    `run ${r.run} ${r.suite}: ${r.ok ? 'passed' : 'FAILED'}, ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`,
  );
console.log(
  `tests: ${results.reduce((n, r) => n + r.passed, 0)} passed, ${results.reduce((n, r) => n + r.failed, 0)} failed`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
