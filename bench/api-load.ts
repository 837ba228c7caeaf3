import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { processTree, type ServerProcess, startServer, stopServer } from '../src/server/test/server-process';

// The budget: at 50 connections each hot endpoint serves at least half the floor's
// requests per second, and on PostgreSQL keeps p95 under 25 ms.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface LoadFigure {
  endpoint: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface LoadRun {
  /** `embedded`: the database the app starts itself (a child process); `PostgreSQL`: a server of its own. */
  database: 'embedded' | 'PostgreSQL';
  figures: LoadFigure[];
  /** The same endpoints one request at a time: what one request costs, with no queue. */
  serial: LoadFigure[];
  /**
   * Proportional memory (PSS, MB) of the server's process tree, idle after seeding and at its peak
   * under load: with the embedded database, its server and backends are in that tree.
   */
  pssIdleMb: number;
  pssPeakMb: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/**
 * PSS summed over the process tree: each shared page (PostgreSQL's shared buffers, the binaries)
 * counted once across the processes that map it, where RSS would count it in every one of them.
 */
export function treePssMb(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      const rollup = fs.readFileSync(`/proc/${member}/smaps_rollup`, 'utf8');
      kb += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
    } catch {} // a backend that ended between the listing and this read
  }
  return kb / 1024;
}

export async function request(server: ServerProcess, cookie: string, method: string, urlPath: string, body?: unknown) {
  const response = await fetch(`${server.url}${urlPath}`, {
    method,
    headers: { origin: server.url, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
  return response;
}

export async function signUp(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Mãe Bench',
      phone: '+55 (11) 98765-4321',
      email: `bench.${crypto.randomUUID()}@example.com`,
      password: 'segredo1',
    }),
  });
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('lumma.session_token='))!
    .split(';')[0]!;
}

/** A mother with a baby, a day of 12 care events, 5 vaccines, and a feed of 60 posts. */
export async function seed(server: ServerProcess): Promise<string> {
  const cookie = await signUp(server);
  const { baby } = (await (
    await request(server, cookie, 'POST', '/api/babies', { name: 'Lia', birthDate: '2026-03-01', gender: 'F' })
  ).json()) as { baby: { id: string } };
  const today = new Date().toISOString().slice(0, 10);
  // Spread over the part of today already gone: the server refuses times in the future.
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  for (let i = 0; i < 12; i++) {
    const occurredAt = new Date(midnight + ((now.getTime() - midnight) * (i + 1)) / 13).toISOString();
    await request(server, cookie, 'POST', '/api/agenda/events', {
      type: ['mamada', 'fralda', 'sono'][i % 3],
      occurredAt,
      date: today,
      time: '08:15',
    });
  }
  for (const vaccineName of ['BCG', 'Hepatite B', 'Pentavalente', 'VIP', 'Pneumocócica 10']) {
    await request(server, cookie, 'POST', '/api/vaccines/records', {
      babyId: baby.id,
      vaccineName,
      applicationDate: '2026-05-01',
      doseNumber: 1,
    });
  }
  // Her growth: a measurement each month since birth (the page the Caderneta's consultations fill).
  for (let month = 0; month < 8; month++) {
    await request(server, cookie, 'POST', '/api/growth/measurements', {
      babyId: baby.id,
      measuredOn: `2026-${String(3 + month).padStart(2, '0')}-01`,
      weightKg: 3.2 + 0.7 * month,
      lengthCm: 49 + 2.5 * month,
      headCm: 34 + 1.2 * month,
    });
  }
  // Ten authors, six posts each: under the moderator's flood limit.
  for (let author = 0; author < 10; author++) {
    const authorCookie = author === 0 ? cookie : await signUp(server);
    for (let i = 0; i < 6; i++) {
      const content = `Post ${author}-${i}: alguém tem dica para a hora do banho? Aqui ele chora muito.`;
      await request(server, authorCookie, 'POST', '/api/community/posts', { content, category: 'Dúvida' });
    }
  }
  return cookie;
}

/**
 * Measured after the hot endpoints as the floor: it asks the database `select 1` with no session,
 * so its figures are what this machine's HTTP stack and load generator allow at best.
 */
export const HEALTH_ENDPOINT = '/api/health';

async function load(
  server: ServerProcess,
  cookie: string,
  urlPath: string,
  onSample: () => void,
  connections = CONNECTIONS,
  seconds = SECONDS,
): Promise<LoadFigure> {
  // autocannon reports p97.5 and p99 but no p95: every response time is kept to compute it.
  const latencies: number[] = [];
  const sampler = setInterval(onSample, 250);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${server.url}${urlPath}`, connections, duration: seconds, headers: { cookie } },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return {
    endpoint: urlPath.split('?')[0]!,
    connections,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** The built server started with `env`, seeded, then every endpoint under load and one at a time. */
export async function measure(database: LoadRun['database'], env: Record<string, string>): Promise<LoadRun> {
  // The built server, as `npm start` runs it (dist-server/main.js): `npm run bench` builds it first;
  // calling this on its own needs `node scripts/build-server.mjs` after any change to src/server.
  const server = await startServer({
    LOG_REQUESTS: 'false',
    AUTH_RATE_LIMIT_MAX: '100000',
    NODE_ENV: 'production',
    ...env,
  });
  try {
    const cookie = await seed(server);
    const today = new Date();
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate()).toISOString();
    const end = new Date(Date.parse(start) + 86_400_000 - 1).toISOString();
    await new Promise((r) => setTimeout(r, 1000));
    const pid = server.child.pid!;
    const pssIdleMb = treePssMb(pid);
    let pssPeakMb = pssIdleMb;
    const sample = () => (pssPeakMb = Math.max(pssPeakMb, treePssMb(pid)));
    const endpoints = [
      `/api/agenda/day?start=${start}&end=${end}`,
      `/api/agenda/glance?start=${start}&end=${end}`,
      '/api/community/posts',
      '/api/vaccines/card',
      '/api/me',
      '/api/growth',
      HEALTH_ENDPOINT,
    ];
    const figures: LoadFigure[] = [];
    for (const urlPath of endpoints) figures.push(await load(server, cookie, urlPath, sample));
    const serial: LoadFigure[] = [];
    for (const urlPath of endpoints) serial.push(await load(server, cookie, urlPath, sample, 1, 5));
    return { database, figures, serial, pssIdleMb, pssPeakMb };
  } finally {
    await stopServer(server);
  }
}

/** The app as installed with no DATABASE_URL: it starts its own database in DATA_DIR. */
export const measureOnEmbedded = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-bench-'));
  // Run as root, the app starts PostgreSQL as another user, who must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  return measure('embedded', { DATA_DIR: path.join(dir, 'data') }).finally(() =>
    fs.rmSync(dir, { recursive: true, force: true }),
  );
};

/** On a fresh database of the PostgreSQL server at `serverUrl`; null when none answers. */
export async function measureOnPostgres(serverUrl: string): Promise<LoadRun | null> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `lumma_bench_${crypto.randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-bench-'));
  try {
    return await measure('PostgreSQL', {
      DATABASE_URL: url.toString(),
      AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      DATA_DIR: path.join(dir, 'data'),
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
