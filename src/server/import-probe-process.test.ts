import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../domain/imports/csv';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '../domain/imports/import-rows';
import { listBackups } from './backup/backup-files';
import { huckleberryMonths } from './test/huckleberry-months';
import { useServerProcesses } from './test/process-scope';
import { type ServerProcess, stopServer } from './test/server-process';
import { xlsxOf } from './test/xlsx-files';

// The security probe of 2026-11-28 (issue #48): an import could take the whole install down, and
// keep it down. Each server here runs as `npm start` runs it (dist-server, a 128 MB heap).
const servers = useServerProcesses('lumma-import-probe-');

interface ImportView {
  id: string;
  status: string;
  error: string | null;
  total: number;
}

/** A mother's browser against a running server: her session cookie on same-origin requests. */
async function signedUp(server: ServerProcess) {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Lia Reis',
      phone: '+55 (11) 98765-4321',
      email: 'lia@example.com',
      password: 'segredo1',
    }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('lumma.session_token='))!
    .split(';')[0]!;
}

const upload = (server: ServerProcess, cookie: string, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return fetch(`${server.url}/api/imports/huckleberry`, {
    method: 'POST',
    headers: { origin: server.url, cookie },
    body: form,
  });
};

async function importOf(server: ServerProcess, cookie: string, id: string): Promise<ImportView> {
  const response = await fetch(`${server.url}/api/imports/${id}`, { headers: { origin: server.url, cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { import: ImportView }).import;
}

/** The import once it is no longer `reading`. */
async function readOf(server: ServerProcess, cookie: string, id: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const item = await importOf(server, cookie, id);
    if (item.status !== 'reading') return item;
    if (Date.now() > deadline) throw new Error(`import still reading: ${JSON.stringify(item)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The id of a file sent to be read in the background (202). */
async function sentToRead(server: ServerProcess, cookie: string, bytes: Uint8Array, name = 'h.csv') {
  const response = await upload(server, cookie, bytes, name);
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { import: ImportView }).import.id;
}

/** /api/health every 100 ms until stopped: each answer's status (0: no answer). */
function watchHealth(server: ServerProcess) {
  const statuses: number[] = [];
  let watching = true;
  const done = (async () => {
    while (watching) {
      statuses.push(
        await fetch(`${server.url}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      );
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    watching = false;
    await done;
    return statuses;
  };
}

async function waitForOutput(server: ServerProcess, text: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A real export of 20,000 rows grown to about 5 MB by a note on every row, as the probe's six were. */
function fiveMegabyteExport(): Uint8Array {
  const records = csvRecords(new TextDecoder().decode(huckleberryMonths(IMPORT_MAX_ROWS)));
  const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const note = (i: number) => `${'mamou bem e dormiu no colo, '.repeat(8).slice(0, 190)} ${i}`;
  const lines = records.map(({ cells }, i) =>
    (i === 0 ? cells : [...[...cells, ...Array(7).fill('')].slice(0, 7), note(i)]).map(quoted).join(','),
  );
  return new TextEncoder().encode(lines.join('\r\n'));
}

describe('an import made to take the server down (probe of 2026-11-28)', () => {
  it('fails alone, in words, while the server answers: a cell at PUQCYS2, 1.6 M one-cell rows, six 5 MB exports at once', async () => {
    const dataDir = servers.tempDir();
    // The account's limits (2 at once, 25 MB kept) raised: the server itself must bear six at once.
    const server = await servers.start({
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      IMPORT_MAX_AT_ONCE: '6',
      IMPORT_MAX_KEPT_MB: '100',
    });
    const cookie = await signedUp(server);
    const stopWatching = watchHealth(server);

    const column = await upload(server, cookie, xlsxOf('<row r="2"><c r="PUQCYS2"><v>1</v></c></row>'), 'h.xlsx');
    expect(column.status).toBe(400);
    expect(((await column.json()) as { error: { message: string } }).error.message).toBe(
      IMPORT_MESSAGES.notHuckleberry,
    );

    const manyRows = xlsxOf('<row><c><v>123456</v></c></row>'.repeat(1_600_000));
    const rows = await readOf(server, cookie, await sentToRead(server, cookie, manyRows, 'h.xlsx'), 60);
    expect(rows).toMatchObject({ status: 'failed', error: IMPORT_MESSAGES.tooComplex });

    const large = fiveMegabyteExport();
    expect(large.length).toBeGreaterThan(IMPORT_MAX_BYTES * 0.95);
    expect(large.length).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
    const six = await Promise.all(Array.from({ length: 6 }, () => sentToRead(server, cookie, large)));
    for (const id of six) {
      const read = await readOf(server, cookie, id, 240);
      expect(read.status).toBe('preview');
      expect(read.total).toBeGreaterThan(19_900);
    }

    const health = await stopWatching();
    expect(health.length).toBeGreaterThan(0);
    expect(health.filter((status) => status !== 200)).toEqual([]);
    expect(server.child.exitCode).toBeNull();

    // Its shutdown backup holds the six previews without running the 128 MB server out of memory.
    expect(await stopServer(server)).toBe(0);
    expect(server.output()).not.toContain('shutdown backup failed');
    expect(listBackups(path.join(dataDir, 'backups'))[0]?.reason).toBe('shutdown');
  }, 420_000);

  it('fails alone, in words, when its reading runs out of memory: the server and the next import go on', async () => {
    // A reader's heap far too small for 20,000 rows, as a file past every estimate would find it.
    const server = await servers.start({
      DATA_DIR: servers.tempDir(),
      LOG_REQUESTS: 'false',
      IMPORT_READ_HEAP_MB: '16',
    });
    const cookie = await signedUp(server);
    const stopWatching = watchHealth(server);
    const id = await sentToRead(server, cookie, huckleberryMonths(IMPORT_MAX_ROWS));
    expect(await readOf(server, cookie, id, 120)).toMatchObject({
      status: 'failed',
      error: IMPORT_MESSAGES.tooComplex,
    });
    expect(server.output()).toContain('import reader worker lost');
    const small = await upload(server, cookie, huckleberryMonths(50), 'h.csv');
    expect(small.status).toBe(201);
    const health = await stopWatching();
    expect(health.filter((status) => status !== 200)).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(await stopServer(server)).toBe(0);
  }, 180_000);

  it('left reading by processes it took down twice, is given up at the next start instead of a crash loop', async () => {
    const env = { DATA_DIR: servers.tempDir(), LOG_REQUESTS: 'false' };
    const first = await servers.start(env);
    const cookie = await signedUp(first);
    const id = await sentToRead(first, cookie, huckleberryMonths(IMPORT_MAX_ROWS));
    // Killed while reading the file, as the probe's .xlsx once killed it: no shutdown.
    await stopServer(first, 'SIGKILL');

    // The next start reads it again, and is killed while reading it, as it was at each restart.
    const second = await servers.start(env);
    await waitForOutput(second, 'import resumed', 30);
    await stopServer(second, 'SIGKILL');

    const third = await servers.start(env);
    const given = await readOf(third, cookie, id, 30);
    expect(given).toMatchObject({ status: 'failed', error: IMPORT_MESSAGES.tooComplex });
    expect(third.output()).toContain('import given up');
    expect(third.output()).not.toContain('import resumed');
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    expect(await stopServer(third)).toBe(0);
  }, 180_000);
});
