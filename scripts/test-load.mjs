// The load sweep: the integration and e2e suites with a CPU hog beside them (two busy loops, one
// per core of CI's machine), as a test run shares the machine with other work. Prints each run's
// figures and exits 1 if any failed.
//
//   npm run test:load                       three runs of both suites (about 40 minutes each)
//   npm run test:load -- --runs 1 --suites integration
import { spawn } from 'node:child_process';
import { runVitest } from './vitest-run.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const runs = Number(option('--runs', '3'));
const suites = option('--suites', 'integration,e2e').split(',');

const results = [];
for (let run = 1; run <= runs; run += 1) {
  const hogs = [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  try {
    for (const suite of suites) {
      console.log(`\n=== ${suite}, run ${run} of ${runs}, two busy loops beside it ===`);
      results.push({
        run,
        suite,
        ...runVitest({ args: ['--project', suite], report: `reports/load-${run}-${suite}.json` }),
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
