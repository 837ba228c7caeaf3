// npm run bench: builds the app and measures it against the performance budgets (bench/README.md).
// Prints one markdown table and writes it to bench/results.md.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensurePoppler } from '../scripts/debian-tools.mjs';
import { DEFAULT_STRATEGY } from '../src/domain/sleep/nap-window';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { HEALTH_ENDPOINT, type LoadRun, measureOnEmbedded, measureOnPostgres } from './api-load';
import { measureCareSummary } from './care-summary';
import { measureChatFirstByte } from './chat-first-byte';
import { buildPreactClient, buildWithReactCompiler } from './client-builds';
import { measureCommunityFeed } from './community-feed';
import { measureFirstTap } from './first-tap';
import { measureGrowthPage } from './growth-page';
import { chunkGzip, EMERGENCY_CHUNK, INITIAL_JS_BUDGETS, initialJsGzip, isStaticallyLoaded } from './initial-js';
import { measureKeptData } from './kept-data';
import { measureLighthouse } from './lighthouse';
import { measureLuOfflineAnswer } from './lu-offline-answer';
import { measureOfflineAgenda } from './offline-agenda';
import { measureReportPdf } from './report-pdf';
import { measureReportYear } from './report-year';
import { measureSleepPage } from './sleep-page';
import { AGE_PROFILES, runSimulation } from './sleep-simulator';

interface Row {
  figure: string;
  value: string;
  budget: string;
  pass: boolean;
}

// The tools the figures need, checked before anything is built or seeded: Chromium drives the
// pages, poppler's pdfinfo reads the report back. Installed as root, else named, as npm test does.
ensureChromium();
ensurePoppler();

/** The 12-month report of a full log (issue #33): its time, the tree's memory, /api/health meanwhile. */
async function reportYearRows(): Promise<Row[]> {
  const year = await measureReportYear();
  return [
    {
      figure:
        '"Relatório para o pediatra", 12 months of a full log (25 events a day, 220-character notes): the first (starting the worker), then a warm one',
      value: `${year.firstMs.toFixed(0)} ms, then ${year.warmMs.toFixed(0)} ms; ${(year.bytes / 1024).toFixed(0)} KB, ${year.pages} pages`,
      budget: '—',
      pass: true,
    },
    {
      figure: `3 such reports at once (3 mothers): /api/health one request after another meanwhile (${year.healthCount} requests), p95`,
      value: `${year.healthP95.toFixed(1)} ms (max ${year.healthMax.toFixed(0)} ms; with no report: ${year.quietHealthP95.toFixed(1)} ms); the 3 reports in ${year.threeMs.toFixed(0)} ms`,
      budget: '< 100 ms',
      pass: year.healthP95 < 100 && year.alive,
    },
    {
      figure: 'server process tree (app + PDF worker + embedded database) during those reports, peak PSS (RSS)',
      value: `${year.pssPeakMb.toFixed(0)} MB (${year.rssPeakMb.toFixed(0)} MB)`,
      budget: '≤ 250 MB',
      pass: year.pssPeakMb <= 250 && year.alive,
    },
  ];
}

// `npm run bench -- report-year` measures only that row, on the server alone built.
if (process.argv[2] === 'report-year') {
  execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
  finish(await reportYearRows());
}

execSync('npm run --silent build', { stdio: 'inherit' });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: Row[] = [];
for (const { route, entry, lazyModules, budget } of INITIAL_JS_BUDGETS) {
  const size = initialJsGzip('dist', entry, lazyModules);
  rows.push({ figure: `initial JS gzip ${route}`, value: kb(size), budget: `≤ ${kb(budget)}`, pass: size <= budget });
}
const emergencySize = chunkGzip('dist', EMERGENCY_CHUNK.name);
rows.push({
  figure: `${EMERGENCY_CHUNK.name} chunk gzip (the safety net in the browser)`,
  value: kb(emergencySize),
  budget: `≤ ${kb(EMERGENCY_CHUNK.budget)}`,
  pass: emergencySize <= EMERGENCY_CHUNK.budget,
});

// The first tap of the shipped client, beside the same app built with the React Compiler and the
// client as it was on Preact, each served by this build's server, their runs alternating.
const compilerDir = buildWithReactCompiler();
const preact = buildPreactClient();
const taps = await measureFirstTap([
  { name: 'react', staticDir: 'dist' },
  { name: 'compiler', staticDir: compilerDir },
  ...('dir' in preact ? [{ name: 'preact', staticDir: preact.dir }] : []),
]);
fs.rmSync(compilerDir, { recursive: true, force: true });
if ('remove' in preact) preact.remove();
const react = taps.get('react')!;
const compiler = taps.get('compiler')!;
const preactTap = taps.get('preact');
rows.push(
  {
    figure: 'first tap: the installed app opened to a feeding saved, CPU 4x slower, slow 4G (median of 5)',
    value: `${react.median.toFixed(0)} ms (${react.runs.map((run) => run.toFixed(0)).join(', ')})`,
    budget: '≤ 1500 ms',
    pass: react.median <= 1500,
  },
  preactTap
    ? {
        figure: 'first tap, React / the same app on Preact (same run, runs alternating)',
        value: `${(react.median / preactTap.median).toFixed(2)}x (React ${react.median.toFixed(0)} ms, Preact ${preactTap.median.toFixed(0)} ms)`,
        budget: '≤ 1.10x',
        pass: react.median / preactTap.median <= 1.1,
      }
    : {
        figure: 'first tap, React / Preact',
        value: `not measured: ${'reason' in preact ? preact.reason : ''}`,
        budget: '≤ 1.10x',
        pass: false,
      },
  {
    figure: 'React Compiler: first tap / agenda drawn after the tap, with / without (not shipped, decision 025)',
    value: `${compiler.median.toFixed(0)} / ${react.median.toFixed(0)} ms (${(compiler.median / react.median).toFixed(2)}x); agenda ${compiler.agendaMedian.toFixed(0)} / ${react.agendaMedian.toFixed(0)} ms`,
    budget: '—',
    pass: true,
  },
);

const offlineAgenda = await measureOfflineAgenda();
rows.push({
  figure: 'the agenda opened offline from the kept data / online on slow 4G, CPU 4x slower (medians of 5)',
  value: `${offlineAgenda.offline.toFixed(0)} / ${offlineAgenda.online.toFixed(0)} ms`,
  budget: 'offline ≤ 1500 ms',
  pass: offlineAgenda.offline <= 1500,
});

// The chat and feed benches build the app in this process (the test harness), which makes its
// database on TEST_DATABASE_URL: here an embedded PostgreSQL of their own, since the budgets are
// about the embedded database, not whatever TEST_DATABASE_URL points to.
const benchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-bench-db-'));
// Run as root, the embedded database runs as nobody, who must be able to enter it.
fs.chmodSync(benchDir, 0o755);
const benchDatabase = await startEmbeddedPostgres(benchDir);
process.env.TEST_DATABASE_URL = benchDatabase.url;

const chat = await measureChatFirstByte();
rows.push(
  {
    figure: 'chat first byte, straight from the provider (median)',
    value: `${chat.direct.toFixed(1)} ms`,
    budget: '—',
    pass: true,
  },
  { figure: 'chat first byte through Lumma (median)', value: `${chat.through.toFixed(1)} ms`, budget: '—', pass: true },
  {
    figure: 'chat first-byte overhead',
    value: `${(chat.through - chat.direct).toFixed(1)} ms`,
    budget: '—',
    pass: true,
  },
);

const feed = await measureCommunityFeed();
const ms = (latency: { median: number; p95: number }) =>
  `median ${latency.median.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms`;
rows.push(
  { figure: 'feed page, 20 posts in the database', value: ms(feed.small), budget: '—', pass: true },
  {
    figure: `feed page, ${feed.counts.posts.toLocaleString('en')} posts, ${feed.counts.likes.toLocaleString('en')} likes, ${feed.counts.comments.toLocaleString('en')} comments`,
    value: ms(feed.large),
    budget: '—',
    pass: true,
  },
  { figure: 'feed page 51 (cursor 50 pages deep), same database', value: ms(feed.deep), budget: '—', pass: true },
  {
    figure: 'feed page cost, large / small (median)',
    value: `${feed.ratio.toFixed(2)}x`,
    budget: '≤ 1.50x',
    pass: feed.ratio <= 1.5,
  },
);

const chartsInPage = isStaticallyLoaded('dist', 'features/growth/growth-page.tsx', 'growth-chart');
rows.push({
  figure: 'WHO chart code on /crescimento',
  value: chartsInPage ? 'in the page chunk' : 'a lazy chunk',
  budget: 'a lazy chunk',
  pass: !chartsInPage,
});

const growth = await measureGrowthPage();
rows.push({
  figure: `"Crescimento" of a baby with ${growth.measurements} measurements, embedded database, one at a time (median)`,
  value: `${growth.p50.toFixed(2)} ms`,
  budget: '< 10 ms',
  pass: growth.p50 < 10,
});

const lu = measureLuOfflineAnswer();
rows.push({
  figure: `Lu offline: card search and composed answer, ${lu.cards} cards (${lu.realCards} of the folder, the rest the dev set's and synthetic), ${lu.answers} answers (p95)`,
  value: `${lu.p95.toFixed(2)} ms (median ${lu.p50.toFixed(2)} ms; index built in ${lu.indexMs.toFixed(0)} ms)`,
  budget: '< 50 ms',
  pass: lu.p95 < 50,
});

const kept = await measureKeptData();
rows.push({
  figure: `data kept on the phone for offline, two years of log (${kept.answers} answers)`,
  value: kb(kept.bytes),
  budget: '< 5 MB',
  pass: kept.bytes < 5 * 1024 * 1024,
});

const care = await measureCareSummary();
rows.push(
  {
    figure: `today's day view, a baby with ${care.events.toLocaleString('en')} events (3 years), one at a time (median)`,
    value: `${care.day.toFixed(2)} ms`,
    budget: '—',
    pass: true,
  },
  {
    figure: '30-day Resumo of the same baby / its day view (medians)',
    value: `${care.ratio.toFixed(2)}x (${care.summary.toFixed(2)} ms)`,
    budget: '≤ 2.00x',
    pass: care.ratio <= 2,
  },
);

const sleepPage = await measureSleepPage();
rows.push(
  {
    figure: `/sono (30 days) of a baby with 2 years of log (${sleepPage.events.toLocaleString('en')} events in the database), one at a time (median)`,
    value: `${sleepPage.twoYears.toFixed(2)} ms`,
    budget: '—',
    pass: true,
  },
  {
    figure: '/sono of 2 years of log / /sono of 2 weeks of log (medians)',
    value: `${sleepPage.ratio.toFixed(2)}x (2 weeks: ${sleepPage.twoWeeks.toFixed(2)} ms)`,
    budget: '≤ 1.50x',
    pass: sleepPage.ratio <= 1.5,
  },
);
for (const profile of AGE_PROFILES) {
  const run = runSimulation(profile, DEFAULT_STRATEGY);
  const share = run.inside / run.scored;
  rows.push({
    figure: `nap window, simulated ${profile.name} (5 × 30 days, bench/sleep-simulator.ts): nap starts inside the window shown; widest window`,
    value: `${(100 * share).toFixed(0)} % of ${run.scored}; ${run.widthMax} min (median ${run.widthP50})`,
    budget: '≥ 80 %; ≤ 40 min',
    pass: share >= 0.8 && run.widthMax <= 40,
  });
}

const report = await measureReportPdf();
rows.push(
  {
    figure: '"Relatório para o pediatra", 30 days of a full log (25 events a day), median of 10 after the first',
    value: `${report.median.toFixed(0)} ms (the first, loading pdfmake and the fonts: ${report.first.toFixed(0)} ms)`,
    budget: '< 1000 ms',
    pass: report.median < 1000,
  },
  {
    figure: 'the same report: size and pages',
    value: `${(report.bytes / 1024).toFixed(0)} KB, ${report.pages} pages`,
    budget: '≤ 500 KB, ≤ 3 pages',
    pass: report.bytes <= 500 * 1024 && report.pages <= 3,
  },
);

delete process.env.TEST_DATABASE_URL;
await benchDatabase.stop();
fs.rmSync(benchDir, { recursive: true, force: true });

for (const figure of await measureLighthouse()) {
  rows.push(
    {
      figure: `Lighthouse mobile performance ${figure.path}`,
      value: String(figure.performance),
      budget: '≥ 95',
      pass: figure.performance >= 95,
    },
    { figure: `Lighthouse accessibility ${figure.path}`, value: String(figure.accessibility), budget: '—', pass: true },
    {
      figure: `Lighthouse best practices ${figure.path}`,
      value: String(figure.bestPractices),
      budget: '—',
      pass: true,
    },
  );
}

rows.push(...(await reportYearRows()));

// PostgreSQL: BENCH_DATABASE_URL, else the local server CI has; its rows say so when none answers.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const loadRuns: (LoadRun | null)[] = [await measureOnEmbedded(), await measureOnPostgres(postgresUrl)];
if (!loadRuns[1])
  rows.push({
    figure: 'API load on PostgreSQL',
    value: `not measured: no server at ${postgresUrl}`,
    budget: '—',
    pass: true,
  });
const errors = (f: { errors: number }) => (f.errors ? `, ${f.errors} errors` : '');
for (const run of loadRuns) {
  if (!run) continue;
  // Every endpoint measured but the floor is a hot one; each is held to the floor of the same run.
  const floor = run.figures.find((f) => f.endpoint === HEALTH_ENDPOINT)!;
  const serialFloor = run.serial.find((f) => f.endpoint === HEALTH_ENDPOINT)!;
  const onPostgres = run.database === 'PostgreSQL';
  for (const f of run.figures) {
    const hot = f.endpoint !== HEALTH_ENDPOINT;
    rows.push({
      figure: `API load ${f.endpoint}${hot ? '' : ' (floor: no session, one select 1)'}, ${f.connections} connections, ${run.database}`,
      value: `${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms${errors(f)}`,
      budget: hot && onPostgres ? 'p95 < 25 ms' : '—',
      pass: f.errors === 0 && (!hot || !onPostgres || f.p95 < 25),
    });
    if (!hot) continue;
    const share = (100 * f.requestsPerSecond) / floor.requestsPerSecond;
    rows.push({
      figure: `API ${f.endpoint} req/s as % of the floor's, ${f.connections} connections, ${run.database}`,
      value: `${share.toFixed(0)} % (${f.requestsPerSecond.toFixed(0)} of ${floor.requestsPerSecond.toFixed(0)} req/s)`,
      budget: '≥ 50 %',
      pass: share >= 50,
    });
  }
  for (const f of run.serial) {
    const hot = f.endpoint !== HEALTH_ENDPOINT;
    rows.push({
      figure: `API ${f.endpoint}${hot ? '' : ' (floor)'}, one request at a time, ${run.database}`,
      value: `${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms${errors(f)}`,
      budget: '—',
      pass: f.errors === 0,
    });
    if (!hot) continue;
    const ratio = f.p50 / serialFloor.p50;
    rows.push({
      figure: `API ${f.endpoint} serial p50 / the floor's serial p50, ${run.database}`,
      value: `${ratio.toFixed(2)}x (${f.p50.toFixed(2)} / ${serialFloor.p50.toFixed(2)} ms)`,
      budget: '≤ 2x',
      pass: ratio <= 2,
    });
  }
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  if (onPostgres) {
    // The PostgreSQL server is not the app's child here: this is the app process (and any child of its own).
    rows.push(
      {
        figure: 'app process PSS, idle after seeding, PostgreSQL',
        value: mb(run.pssIdleMb),
        budget: '≤ 120 MB',
        pass: run.pssIdleMb <= 120,
      },
      { figure: 'app process PSS, peak under load, PostgreSQL', value: mb(run.pssPeakMb), budget: '—', pass: true },
    );
  } else {
    rows.push(
      {
        figure: 'server process tree PSS (app + embedded database), idle after seeding',
        value: mb(run.pssIdleMb),
        budget: '≤ 150 MB',
        pass: run.pssIdleMb <= 150,
      },
      {
        figure: 'server process tree PSS (app + embedded database), peak under load',
        value: mb(run.pssPeakMb),
        budget: '≤ 250 MB',
        pass: run.pssPeakMb <= 250,
      },
    );
  }
}

finish(rows);

/** Prints the rows as one markdown table, writes it to bench/results.md, and exits 1 if any failed. */
function finish(rows: Row[]): never {
  const table = [
    '| figure | value | budget | result |',
    '|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.figure} | ${r.value} | ${r.budget} | ${r.budget === '—' ? 'measured' : r.pass ? 'pass' : 'FAIL'} |`,
    ),
  ].join('\n');
  console.log(table);
  fs.writeFileSync('bench/results.md', `# Bench results\n\nMeasured ${new Date().toISOString()}\n\n${table}\n`);
  process.exit(rows.every((r) => r.pass) ? 0 : 1);
}
