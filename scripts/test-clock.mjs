// The clock sweep: the unit and integration suites run under Debian's faketime at the dates and
// hours that have broken this suite or could. Prints a table (moment × suite → passed/failed)
// and exits 1 if any run failed.
//
//   npm run test:clock                       every moment, both suites (about 80 minutes on 2 cores)
//   npm run test:clock -- --only plus-1-day,leap-day --suites unit
//
// faketime moves the clock of Node and of the app processes the tests start. It cannot move
// PostgreSQL's (the embedded server runs as another user; the CI's server is not ours), so a
// test that compares a time Node made with one the database made takes its "now" from one of
// them. The e2e journeys are not swept: Chromium's renderers die under faketime's preload (its
// zygote loses them), so their recorded data is moved to the real today instead (decision 044).
import { ensureFaketime } from './debian-tools.mjs';
import { runVitest } from './vitest-run.mjs';

const faketime = ensureFaketime();
const DAY = 86_400_000;
const now = new Date();
const saoPaulo = (iso) => new Date(`${iso}-03:00`);
const year = now.getUTCFullYear();
const lastOfThisMonth = new Date(Date.UTC(year, now.getUTCMonth() + 1, 0));
const nextTwoThirtyUtc = new Date(Date.UTC(year, now.getUTCMonth(), now.getUTCDate() + 1, 2, 30));

const MOMENTS = {
  'plus-1-day': new Date(now.getTime() + DAY),
  'plus-7-days': new Date(now.getTime() + 7 * DAY),
  'plus-40-days': new Date(now.getTime() + 40 * DAY),
  'plus-1-year': new Date(now.getTime() + 365 * DAY),
  'last-of-month': saoPaulo(`${lastOfThisMonth.toISOString().slice(0, 10)}T22:30:00`),
  'leap-day': saoPaulo('2028-02-29T12:00:00'),
  'new-years-eve': saoPaulo(`${year}-12-31T23:30:00`),
  '02:30-utc': nextTwoThirtyUtc,
};

const SUITES = {
  unit: ['--project', 'unit'],
  integration: ['--project', 'integration'],
};

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1]?.split(',');
};
const moments = option('--only') ?? Object.keys(MOMENTS);
const suites = option('--suites') ?? Object.keys(SUITES);
for (const name of moments) if (!MOMENTS[name]) throw new Error(`unknown moment ${name}: ${Object.keys(MOMENTS)}`);
for (const name of suites) if (!SUITES[name]) throw new Error(`unknown suite ${name}: ${Object.keys(SUITES)}`);

const offsetTo = (date) =>
  `${date.getTime() >= Date.now() ? '+' : ''}${Math.round((date.getTime() - Date.now()) / 1000)}`;
const stamp = (date) => date.toISOString().slice(0, 19).replace('T', ' ');
const results = [];
for (const moment of moments) {
  for (const suite of suites) {
    console.log(`\n=== ${suite} at ${moment} (${stamp(MOMENTS[moment])} UTC) ===`);
    results.push({
      moment,
      suite,
      ...runVitest({
        args: SUITES[suite],
        report: `reports/clock-${moment}-${suite}.json`,
        // An offset, not a start time ("@…"): with "@" every process the tests start (the app, its
        // backup command) begins again at the moment, so a later process stamps an earlier time.
        prefix: [faketime, '-f', offsetTo(MOMENTS[moment])],
        // The clock runs on from the moment; timers and timeouts keep the real monotonic clock.
        env: { ...process.env, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1' },
      }),
    });
  }
}

console.log('\n=== clock sweep ===');
console.log(`| moment (UTC) | ${suites.join(' | ')} |`);
console.log(`|---|${suites.map(() => '---').join('|')}|`);
for (const moment of moments) {
  const cells = suites.map((suite) => {
    const r = results.find((x) => x.moment === moment && x.suite === suite);
    return `${r.ok ? 'passed' : 'FAILED'} ${r.passed}/${r.passed + r.failed} (${r.seconds} s)`;
  });
  console.log(`| ${moment} (${stamp(MOMENTS[moment])}) | ${cells.join(' | ')} |`);
}
for (const r of results) for (const name of r.failedNames) console.log(`failed at ${r.moment}: ${name}`);
const failed = results.filter((r) => !r.ok).length;
console.log(
  `tests: ${results.reduce((n, r) => n + r.passed, 0)} passed, ${results.reduce((n, r) => n + r.failed, 0)} failed`,
);
process.exit(failed > 0 ? 1 : 0);
