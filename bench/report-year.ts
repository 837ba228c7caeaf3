import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localDateOf } from '../src/domain/agenda/local-days';
import { addDays } from '../src/domain/reminders/zoned-time';
import { DATABASE_NAME } from '../src/server/db/embedded-postgres';
import { seedFullYear } from '../src/server/test/full-year-log';
import { readPdf } from '../src/server/test/pdf-text';
import { processTree, type ServerProcess, startServer, stopServer } from '../src/server/test/server-process';
import { request, signUp, treePssMb } from './api-load';

// Issue #33: a 12-month report of a full log must not stop the server nor stall it. Three mothers,
// each with a year of 25 events a day with 220-character notes, on the embedded database of the
// built server started as `npm start` starts it.
const TZ = 'America/Sao_Paulo';
const MOTHERS = 3;

/** RSS summed over the process tree (shared pages counted in each process: an upper bound). */
function treeRssMb(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      kb += Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
    } catch {} // it ended between the listing and this read
  }
  return kb / 1024;
}

/** The embedded database's address, from what the app keeps in DATA_DIR. */
function embeddedUrl(dataDir: string): string {
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = fs
    .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  return `postgres://lumma:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function motherWithYear(server: ServerProcess, databaseUrl: string) {
  const cookie = await signUp(server);
  const birthDate = addDays(localDateOf(new Date(), TZ), -540);
  const { baby } = (await (
    await request(server, cookie, 'POST', '/api/babies', { name: 'Lia', birthDate, gender: 'F' })
  ).json()) as { baby: { id: string } };
  await seedFullYear(databaseUrl, baby.id);
  return { cookie, babyId: baby.id };
}

async function yearReport(server: ServerProcess, mother: { cookie: string; babyId: string }, daysBack: number) {
  const to = addDays(localDateOf(new Date(), TZ), -daysBack);
  const query = new URLSearchParams({ babyId: mother.babyId, from: addDays(to, -365), to, tz: TZ });
  const started = performance.now();
  const response = await request(server, mother.cookie, 'GET', `/api/reports/pdf?${query}`);
  const pdf = new Uint8Array(await response.arrayBuffer());
  return { ms: performance.now() - started, pdf };
}

export async function measureReportYear() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-bench-report-'));
  // Run as root, the app starts PostgreSQL as another user, who must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: 'false', NODE_ENV: 'production' });
  try {
    const databaseUrl = embeddedUrl(dataDir);
    const mothers = [];
    for (let i = 0; i < MOTHERS; i++) mothers.push(await motherWithYear(server, databaseUrl));
    const pid = server.child.pid!;
    let pssPeakMb = treePssMb(pid);
    let rssPeakMb = treeRssMb(pid);
    const sampler = setInterval(() => {
      pssPeakMb = Math.max(pssPeakMb, treePssMb(pid));
      rssPeakMb = Math.max(rssPeakMb, treeRssMb(pid));
    }, 100);
    try {
      // The first starts the worker and loads pdfmake; the second is a warm one (another period: no cache).
      const first = await yearReport(server, mothers[0]!, 0);
      const warm = await yearReport(server, mothers[0]!, 1);
      const { pages } = readPdf(warm.pdf);

      const quiet: number[] = [];
      for (let i = 0; i < 200; i++) {
        const started = performance.now();
        await (await fetch(`${server.url}/api/health`)).arrayBuffer();
        quiet.push(performance.now() - started);
      }
      quiet.sort((a, b) => a - b);

      // Three mothers' reports at once, each of a period none has asked for, while /api/health is asked
      // one request after another.
      const health: number[] = [];
      let running = true;
      const watcher = (async () => {
        while (running) {
          const started = performance.now();
          const response = await fetch(`${server.url}/api/health`);
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`/api/health: ${response.status}`);
          health.push(performance.now() - started);
        }
      })();
      const started = performance.now();
      const three = await Promise.all(mothers.map((mother) => yearReport(server, mother, 2)));
      const threeMs = performance.now() - started;
      running = false;
      await watcher;
      health.sort((a, b) => a - b);
      return {
        firstMs: first.ms,
        warmMs: warm.ms,
        bytes: warm.pdf.length,
        pages,
        threeMs,
        slowestOfThree: Math.max(...three.map((r) => r.ms)),
        healthP95: percentile(health, 0.95),
        quietHealthP95: percentile(quiet, 0.95),
        healthMax: health.at(-1)!,
        healthCount: health.length,
        pssPeakMb,
        rssPeakMb,
        alive: server.child.exitCode === null,
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
