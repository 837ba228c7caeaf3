import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../domain/agenda/local-days';
import { ERRORS } from '../domain/errors';
import { addDays } from '../domain/reminders/zoned-time';
import { Mother, PROCESS_TEST_TIMEOUT } from './test/fault-support';
import { LONG_NOTE, seedFullYear } from './test/full-year-log';
import { readPdf } from './test/pdf-text';
import { postgresDatabases } from './test/postgres-database';
import { useServerProcesses } from './test/process-scope';
import type { ServerProcess } from './test/server-process';
import { testServerUrl } from './test/test-database';

// Issue #33: one report PDF must never stop the server. Each server here runs as `npm start` runs it
// (dist-server, a 128 MB heap), on a database of its own on the run's PostgreSQL, which the test
// seeds by SQL.
const AUTH_SECRET = 'fault-suite-secret-that-is-long-enough-0123';
const databases = postgresDatabases(testServerUrl(), 'lumma_fault_report');
afterAll(() => databases.dropAll());
const servers = useServerProcesses('lumma-fault-report-');

const TZ = 'America/Sao_Paulo';
const TODAY = localDateOf(new Date(), TZ);
const YEAR_AGO = addDays(TODAY, -365);

async function startWithDatabase(env: Record<string, string> = {}) {
  const databaseUrl = await databases.create();
  const server = await servers.start({
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    DATA_DIR: path.join(servers.tempDir(), 'data'),
    LOG_REQUESTS: 'false',
    ...env,
  });
  return { server, databaseUrl };
}

/** A mother with a baby of a year and a half; returns her baby's id. */
async function motherWithBaby(mother: Mother): Promise<string> {
  await mother.signUpWithBaby();
  const response = await mother.request('POST', '/api/babies', {
    name: 'Alice Souza',
    birthDate: addDays(TODAY, -540),
    gender: 'F',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { baby: { id: string } }).baby.id;
}

/** /api/health every 100 ms until stopped: each answer's status and time. */
function watchHealth(server: ServerProcess) {
  const answers: { status: number; ms: number }[] = [];
  let watching = true;
  const done = (async () => {
    while (watching) {
      const started = performance.now();
      const status = await fetch(`${server.url}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      answers.push({ status, ms: performance.now() - started });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    watching = false;
    await done;
    return answers;
  };
}

describe('a report PDF never stops the server', () => {
  it(
    'makes a whole year of a busy log, signed in and by a shared link, while /api/health keeps answering',
    async () => {
      const { server, databaseUrl } = await startWithDatabase();
      const mother = new Mother(server);
      const babyId = await motherWithBaby(mother);
      expect(await seedFullYear(databaseUrl, babyId)).toBe(366 * 25);

      const stopWatching = watchHealth(server);
      const query = new URLSearchParams({ babyId, from: YEAR_AGO, to: TODAY, tz: TZ });
      const response = await mother.request('GET', `/api/reports/pdf?${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      const { text, pages } = readPdf(new Uint8Array(await response.arrayBuffer()));

      const shared = await mother.request('POST', '/api/reports/links', {
        babyId,
        from: YEAR_AGO,
        to: TODAY,
        tz: TZ,
      });
      expect(shared.status).toBe(201);
      const { path: link } = (await shared.json()) as { path: string };
      const page = await fetch(`${server.url}${link}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const sharedPdf = await fetch(`${server.url}${link}/pdf`);
      expect(sharedPdf.status).toBe(200);
      expect(readPdf(new Uint8Array(await sharedPdf.arrayBuffer())).text).toContain('Alice Souza');
      const health = await stopWatching();

      expect(server.child.exitCode).toBeNull();
      expect(health.length).toBeGreaterThan(0);
      expect(health.filter((h) => h.status !== 200)).toEqual([]);
      // A year is summarised per week, its notes are the last 30 days' newest, each cut with "…".
      expect(pages).toBeLessThanOrEqual(10);
      expect(text).toContain('Tendência (média por dia)');
      expect(text).toMatch(/As 40 mais recentes de 7\d\d observações/);
      expect(text).toContain('…');
      expect(text).not.toContain(LONG_NOTE);
      expect(text).toMatch(/Vitamina D \d+/);
      expect(html).toContain('Tendência (média por dia)');
      expect(html.length).toBeLessThan(200_000);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'fails only the PDF whose worker runs out of memory, with words to read, and answers everything else',
    async () => {
      // A heap far too small for pdfmake: every PDF runs its worker out of memory.
      const { server } = await startWithDatabase({ REPORT_PDF_HEAP_MB: '4' });
      const mother = new Mother(server);
      const babyId = await motherWithBaby(mother);
      const query = new URLSearchParams({ babyId, from: addDays(TODAY, -6), to: TODAY, tz: TZ });
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await mother.request('GET', `/api/reports/pdf?${query}`);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
          ERRORS.report_failed.message,
        );
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        expect((await mother.request('GET', '/api/me')).status).toBe(200);
      }
      expect(server.output()).toContain('report PDF worker lost');
      expect(server.child.exitCode).toBeNull();
    },
    PROCESS_TEST_TIMEOUT,
  );
});
