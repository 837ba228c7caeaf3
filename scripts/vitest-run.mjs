import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Runs `vitest run` with `args`, its output shown, and reads its JSON report: the counts, whether
 * it ran whole, the names of the tests that failed, and how long it took. `prefix` runs it under
 * another program (faketime). A run that wrote no report counts as one failure.
 */
export function runVitest({ args, report, prefix = [], env = process.env }) {
  fs.mkdirSync('reports', { recursive: true });
  fs.rmSync(report, { force: true });
  const started = performance.now();
  const [program, ...programArgs] = [
    ...prefix,
    'npx',
    'vitest',
    'run',
    ...args,
    '--reporter=dot',
    '--reporter=json',
    `--outputFile=${report}`,
  ];
  const run = spawnSync(program, programArgs, { stdio: 'inherit', env });
  const seconds = Math.round((performance.now() - started) / 1000);
  const json = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
  const failedNames = json
    ? json.testResults.flatMap((file) =>
        file.assertionResults
          .filter((t) => t.status === 'failed')
          .map((t) => `${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`),
      )
    : [];
  return {
    passed: json?.numPassedTests ?? 0,
    failed: json ? json.numFailedTests : 1,
    ok: run.status === 0 && json !== undefined,
    seconds,
    failedNames,
  };
}
