import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from './http/error-handler';
import { postgresDatabases } from './test/postgres-database';
import { startServer, stopServer, type ServerProcess } from './test/server-process';
import { startTcpProxy } from './test/tcp-proxy';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
// Two server starts and a thousand requests: far more than a unit of work, on a busy 2-core machine.
const PROCESS_TEST_TIMEOUT = 120_000;
const AUTH_SECRET = 'fault-suite-secret-that-is-long-enough-0123';
const tempDirs: string[] = [];
const running: ServerProcess[] = [];
const databases = postgresDatabases(TEST_DATABASE_URL, 'lumma_fault');
afterAll(async () => {
  await Promise.all(running.map((s) => stopServer(s, 'SIGKILL')));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  await databases.dropAll();
});

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-fault-'));
  tempDirs.push(dir);
  return dir;
};

/** A mother's browser against a running server: same-origin requests with her session cookie. */
class Mother {
  cookie = '';
  constructor(public server: ServerProcess) {}

  async request(method: string, path: string, body?: unknown) {
    const response = await fetch(`${this.server.url}${path}`, {
      method,
      headers: { origin: this.server.url, cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((c) => c.startsWith('lumma.session_token='));
    if (session) this.cookie = session.split(';')[0]!;
    return response;
  }

  async signUpWithBaby() {
    const email = `mae.${crypto.randomUUID()}@example.com`;
    expect((await this.request('POST', '/api/auth/sign-up/email', { name: 'Mãe Teste', phone: '+55 (11) 98765-4321', email, password: 'segredo1' })).status).toBe(200);
    expect((await this.request('POST', '/api/babies', { name: 'Bebê', birthDate: '2026-05-01' })).status).toBe(201);
  }

  async eventIdsOn(day: string): Promise<string[]> {
    const response = await this.request('GET', `/api/agenda/day?start=${day}T00:00:00.000Z&end=${day}T23:59:59.999Z`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { events: { id: string }[] }).events.map((e) => e.id);
  }
}

const DAY = '2026-11-01';
const diaperAt = (i: number) => ({
  id: crypto.randomUUID(),
  type: 'fralda',
  occurredAt: new Date(Date.parse(`${DAY}T03:00:00.000Z`) + i * 1000).toISOString(),
  date: DAY,
  time: '03:00',
});

/**
 * 1,000 writes from 25 concurrent clients; the server is killed with SIGKILL once 250 are
 * acknowledged. Returns the ids the server said it saved.
 */
async function burstUntilKilled(mother: Mother, server: ServerProcess) {
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < 1000) {
      const event = diaperAt(next++);
      try {
        const response = await mother.request('POST', '/api/agenda/events', event);
        if (response.status === 201) acknowledged.push(event.id);
      } catch {
        // The server is gone: this write was never acknowledged.
      }
      if (!killed && acknowledged.length >= 250) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 25 }, worker));
  await server.exited;
  return acknowledged;
}

async function expectEveryAcknowledgedWriteKept(env: Record<string, string>) {
  const first = await startServer(env);
  running.push(first);
  const mother = new Mother(first);
  await mother.signUpWithBaby();
  const acknowledged = await burstUntilKilled(mother, first);
  expect(acknowledged.length).toBeGreaterThanOrEqual(250);

  const second = await startServer(env);
  running.push(second);
  mother.server = second;
  const stored = await mother.eventIdsOn(DAY);
  expect(acknowledged.filter((id) => !stored.includes(id)), 'acknowledged writes lost').toEqual([]);
  expect(new Set(stored).size).toBe(stored.length);
  // The kill did cut the burst short.
  expect(stored.length).toBeLessThan(1000);
  // The database is whole: her data exports, and new writes land.
  expect((await mother.request('GET', '/api/account/export')).status).toBe(200);
  expect((await mother.request('POST', '/api/agenda/events', diaperAt(5000))).status).toBe(201);
  await stopServer(second);
}

describe('faults', () => {
  it('keeps every acknowledged write when the server is killed mid-burst, on the embedded database', async () => {
    await expectEveryAcknowledgedWriteKept({ DATA_DIR: path.join(tempDir(), 'data'), LOG_REQUESTS: 'false' });
  }, PROCESS_TEST_TIMEOUT);

  it.skipIf(!TEST_DATABASE_URL)('keeps every acknowledged write when the server is killed mid-burst, on PostgreSQL', async () => {
    await expectEveryAcknowledgedWriteKept({
      DATABASE_URL: await databases.create(),
      AUTH_SECRET,
      DATA_DIR: path.join(tempDir(), 'data'),
      LOG_REQUESTS: 'false',
    });
  }, PROCESS_TEST_TIMEOUT);

  it.skipIf(!TEST_DATABASE_URL)('answers 503 while PostgreSQL is unreachable and recovers without a restart', async () => {
    const url = new URL(await databases.create());
    const proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
    url.host = `127.0.0.1:${proxy.port}`;
    try {
      const server = await startServer({ DATABASE_URL: url.toString(), AUTH_SECRET, DATA_DIR: path.join(tempDir(), 'data'), LOG_REQUESTS: 'false' });
      running.push(server);
      const mother = new Mother(server);
      await mother.signUpWithBaby();
      const saved = diaperAt(1);
      expect((await mother.request('POST', '/api/agenda/events', saved)).status).toBe(201);

      proxy.takeDown();
      for (const [method, path, body] of [
        ['GET', `/api/agenda/day?start=${DAY}T00:00:00.000Z&end=${DAY}T23:59:59.999Z`],
        ['POST', '/api/agenda/events', diaperAt(2)],
        ['GET', '/api/me'],
      ] as const) {
        const response = await mother.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(503);
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(DATABASE_UNAVAILABLE);
      }
      expect((await mother.request('GET', '/api/health')).status).toBe(503);

      proxy.bringBack();
      // The same process, no restart: the pool connects again on the next request.
      let recovered = 0;
      for (let attempt = 0; attempt < 50 && recovered !== 200; attempt++) {
        recovered = (await mother.request('GET', '/api/health')).status;
        if (recovered !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(recovered).toBe(200);
      expect(await mother.eventIdsOn(DAY)).toEqual([saved.id]);
      expect((await mother.request('POST', '/api/agenda/events', diaperAt(3))).status).toBe(201);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await proxy.close();
    }
  }, PROCESS_TEST_TIMEOUT);

  // A small file system of its own, so the disk can be full without filling the machine's.
  const tinyDisk = (() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-full-'));
    tempDirs.push(dir);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', dir]).status === 0;
    if (!mounted) console.warn('Skipping the full-disk test: mounting a small tmpfs needs root.');
    return { dir, mounted };
  })();
  afterAll(() => {
    if (tinyDisk.mounted) spawnSync('umount', [tinyDisk.dir]);
  });

  it.skipIf(!tinyDisk.mounted)('stops at start with a clear message when the disk is full', async () => {
    const server = await startServer({ DATA_DIR: path.join(tinyDisk.dir, 'data') }, { waitForListen: false });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Sem espaço em disco no diretório de dados ${path.join(tinyDisk.dir, 'data')}`);
  });

  it('stops at start with a clear message when DATA_DIR cannot be used', async () => {
    const file = path.join(tempDir(), 'um-arquivo');
    fs.writeFileSync(file, 'não é um diretório');
    const server = await startServer({ DATA_DIR: path.join(file, 'data') }, { waitForListen: false });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Não foi possível usar o diretório de dados ${path.join(file, 'data')}`);
  });
});
