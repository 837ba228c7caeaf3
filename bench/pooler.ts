// npm run bench:pooler [-- ROUNDS] [--queries-only]: the API load bench's hot reads on the
// PostgreSQL at BENCH_DATABASE_URL three ways, back to back in one run (issue #41 §2, decision 040):
//   direct, named   DATABASE_URL straight to PostgreSQL (today's set-up: the hot reads prepared under a name);
//   direct, unnamed the same server in pooler mode (DATABASE_DIRECT_URL set), so no statement is named;
//   PgBouncer       DATABASE_URL through PgBouncer in transaction mode, DATABASE_DIRECT_URL straight.
// Each on a fresh database, ROUNDS times (default 2) in turn, so a change in the machine's load
// falls on every set-up alike. Then the same reads as the routes make them (the services called
// in this process, no HTTP), on one seeded database through the three set-ups in turn: on a
// loaded machine the HTTP figures are mostly the queue for the CPU, these are closer to the
// statements' own cost. Needs the built server (`node scripts/build-server.mjs`).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { findPgbouncer } from '../scripts/debian-tools.mjs';
import { startPgbouncer } from '../scripts/pgbouncer.mjs';
import { type Database, openPostgres } from '../src/server/db/client';
import { getAgendaDay } from '../src/server/features/agenda/agenda.service';
import { getAgendaGlance } from '../src/server/features/agenda/glance.service';
import { listFeed } from '../src/server/features/community/community-queries';
import { getGrowth } from '../src/server/features/growth/growth.service';
import { findProfileWithActiveBaby } from '../src/server/features/profile/profile.service';
import { getVaccineCard } from '../src/server/features/vaccines/vaccines.service';
import { startServer, stopServer } from '../src/server/test/server-process';
import { type LoadFigure, measure, seed } from './api-load';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PGBOUNCER_PORT ?? 6433);
const rounds = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 2);
const queriesOnly = process.argv.includes('--queries-only');

const found = findPgbouncer();
if (found.missing) throw new Error(found.missing);
const pgbouncer = await startPgbouncer({ program: found.path!, serverUrl, port });

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();

type SetUp = 'direct, named' | 'direct, unnamed' | 'PgBouncer';
const setUps: SetUp[] = ['direct, named', 'direct, unnamed', 'PgBouncer'];

/** The app's database URLs for a set-up, on a fresh database `name`. */
function databaseEnv(setUp: SetUp, name: string): Record<string, string> {
  const at = (base: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const direct = at(serverUrl);
  if (setUp === 'direct, named') return { DATABASE_URL: direct };
  // The same server under another spelling, since the two URLs must differ.
  const sameServer = new URL(direct);
  sameServer.hostname = sameServer.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  if (setUp === 'direct, unnamed') return { DATABASE_URL: sameServer.toString(), DATABASE_DIRECT_URL: direct };
  return { DATABASE_URL: at(pgbouncer.url), DATABASE_DIRECT_URL: direct };
}

const results = new Map<SetUp, { figures: LoadFigure[]; serial: LoadFigure[] }[]>(setUps.map((s) => [s, []]));
try {
  for (let round = 1; round <= (queriesOnly ? 0 : rounds); round++) {
    for (const setUp of setUps) {
      const name = `lumma_pooler_${crypto.randomBytes(5).toString('hex')}`;
      await admin.query(`create database ${name}`);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-bench-'));
      try {
        console.error(`round ${round}: ${setUp}`);
        const run = await measure('PostgreSQL', {
          ...databaseEnv(setUp, name),
          AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
          DATA_DIR: path.join(dir, 'data'),
        });
        results.get(setUp)!.push(run);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  if (!queriesOnly) printHttpTable();
  await measureQueries();
} finally {
  await admin.end();
  await pgbouncer.stop();
}

function printHttpTable() {
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
  /** One figure of one endpoint, the median over the rounds. */
  const figure = (setUp: SetUp, pick: (run: { figures: LoadFigure[]; serial: LoadFigure[] }) => number) =>
    median(results.get(setUp)!.map(pick));
  const endpoints = results.get('direct, named')![0]!.figures.map((f) => f.endpoint);
  const at = (list: LoadFigure[], endpoint: string) => list.find((f) => f.endpoint === endpoint)!;
  console.log(`Over HTTP: PgBouncer ${found.path}, transaction mode; ${rounds} rounds, medians over the rounds.\n`);
  console.log(
    `| endpoint | ${setUps.map((s) => `${s}: req/s at 50 (p50/p95 ms)`).join(' | ')} | ${setUps.map((s) => `${s}: serial p50 ms`).join(' | ')} |`,
  );
  console.log(`|---|${setUps.map(() => '---|').join('')}${setUps.map(() => '---|').join('')}`);
  for (const endpoint of endpoints) {
    const loaded = setUps.map((s) => {
      const rps = figure(s, (r) => at(r.figures, endpoint).requestsPerSecond);
      const p50 = figure(s, (r) => at(r.figures, endpoint).p50);
      const p95 = figure(s, (r) => at(r.figures, endpoint).p95);
      const errors = Math.max(...results.get(s)!.map((r) => at(r.figures, endpoint).errors));
      return `${rps.toFixed(0)} (${p50.toFixed(1)}/${p95.toFixed(1)})${errors ? `, ${errors} errors` : ''}`;
    });
    const serial = setUps.map((s) => figure(s, (r) => at(r.serial, endpoint).p50).toFixed(2));
    console.log(`| ${endpoint} | ${loaded.join(' | ')} | ${serial.join(' | ')} |`);
  }
}

/**
 * The hot reads' services on one database seeded as the load bench seeds it, through each set-up:
 * blocks of 50 calls one after another, the set-ups in turn, 10 blocks each; the median call.
 */
async function measureQueries() {
  const name = `lumma_pooler_${crypto.randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-bench-'));
  const handles = new Map<SetUp, Database>();
  try {
    const env = databaseEnv('direct, named', name);
    const server = await startServer({
      ...env,
      AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      DATA_DIR: path.join(dir, 'data'),
    });
    await seed(server).finally(() => stopServer(server));
    for (const setUp of setUps) {
      const urls = databaseEnv(setUp, name);
      handles.set(setUp, await openPostgres(urls.DATABASE_URL!, 10, urls.DATABASE_DIRECT_URL));
    }
    const db = handles.get('direct, named')!.db;
    const { rows } = await db.execute<{ id: string }>(sql`select id from users limit 1`);
    const userId = rows[0]!.id;
    const today = new Date();
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
    const range = { start, end: new Date(start.getTime() + 86_400_000 - 1) };
    const reads: [string, (db: Database['db']) => Promise<unknown>][] = [
      ['agenda day', (d) => getAgendaDay(d, userId, range)],
      ['glance', (d) => getAgendaGlance(d, userId, range)],
      ['feed page', (d) => listFeed(d, userId, null)],
      ['vaccine card', (d) => getVaccineCard(d, userId)],
      ['/api/me (profile and active baby)', (d) => findProfileWithActiveBaby(d, userId)],
      ['growth', (d) => getGrowth(d, userId, undefined)],
    ];
    console.log(
      '\nThe same reads, services called directly: median call in ms (500 calls one after another per set-up).\n',
    );
    console.log(`| read | ${setUps.join(' | ')} |`);
    console.log(`|---|${setUps.map(() => '---|').join('')}`);
    for (const [label, read] of reads) {
      const times = new Map<SetUp, number[]>(setUps.map((s) => [s, []]));
      for (const setUp of setUps) for (let i = 0; i < 20; i++) await read(handles.get(setUp)!.db); // warm-up
      for (let block = 0; block < 10; block++) {
        for (const setUp of setUps) {
          const handle = handles.get(setUp)!.db;
          for (let i = 0; i < 50; i++) {
            const started = performance.now();
            await read(handle);
            times.get(setUp)!.push(performance.now() - started);
          }
        }
      }
      const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
      console.log(`| ${label} | ${setUps.map((s) => median(times.get(s)!).toFixed(2)).join(' | ')} |`);
    }
  } finally {
    for (const handle of handles.values()) await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
