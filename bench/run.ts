// npm run bench: builds the app and measures it against the budgets of DESIGN.md section 6.
// Prints one markdown table and writes it to bench/results.md.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { measureChatFirstByte } from './chat-first-byte';
import { measureCommunityFeed } from './community-feed';
import { HEALTH_ENDPOINT, measureOnPglite, measureOnPostgres, type LoadRun } from './api-load';
import { measureLighthouse } from './lighthouse';
import { initialJsGzip } from './initial-js';

interface Row {
  figure: string;
  value: string;
  budget: string;
  pass: boolean;
}

execSync('npm run --silent build', { stdio: 'inherit' });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: Row[] = [];
const routes: [string, string[], number | null][] = [
  ['/ (landing)', ['features/landing/landing-route.tsx'], 100 * 1024],
  ['/login', ['app/session-routes.tsx', 'features/auth/auth-page.tsx'], null],
  ['/dashboard', ['app/session-routes.tsx', 'app/shell/app-shell.tsx', 'features/dashboard/dashboard-page.tsx'], null],
];
for (const [route, modules, budget] of routes) {
  const size = initialJsGzip('dist', modules);
  rows.push({
    figure: `initial JS gzip ${route}`,
    value: kb(size),
    budget: budget ? `≤ ${kb(budget)}` : '—',
    pass: budget ? size <= budget : true,
  });
}

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

// PostgreSQL: BENCH_DATABASE_URL, else the local server CI has; its rows say so when none answers.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const loadRuns: (LoadRun | null)[] = [await measureOnPglite(), await measureOnPostgres(postgresUrl)];
if (!loadRuns[1])
  rows.push({
    figure: 'API load on PostgreSQL',
    value: `not measured: no server at ${postgresUrl}`,
    budget: '—',
    pass: true,
  });
for (const run of loadRuns) {
  if (!run) continue;
  for (const f of run.figures) {
    const budgeted = run.database === 'PGlite' && f.endpoint !== HEALTH_ENDPOINT;
    rows.push({
      figure: `API load ${f.endpoint}${f.endpoint === HEALTH_ENDPOINT ? ' (floor: no session, one select 1)' : ''}, ${f.connections} connections, ${run.database}`,
      value: `${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms${f.errors ? `, ${f.errors} errors` : ''}`,
      budget: budgeted ? 'p95 < 25 ms' : '—',
      pass: f.errors === 0 && (!budgeted || f.p95 < 25),
    });
  }
  for (const f of run.serial) {
    rows.push({
      figure: `API ${f.endpoint}, one request at a time, ${run.database}`,
      value: `${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms${f.errors ? `, ${f.errors} errors` : ''}`,
      budget: '—',
      pass: f.errors === 0,
    });
  }
  rows.push({
    figure: `server RSS, ${run.database}: idle / peak under load`,
    value: `${run.rssIdleMb.toFixed(0)} MB / ${run.rssPeakMb.toFixed(0)} MB`,
    budget: '—',
    pass: true,
  });
}

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
