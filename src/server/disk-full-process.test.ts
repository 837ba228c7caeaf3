import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../domain/errors';
import { Mother, PROCESS_TEST_TIMEOUT } from './test/fault-support';
import { useServerProcesses } from './test/process-scope';
import type { ServerProcess } from './test/server-process';
import { stopServer } from './test/server-process';

// A real full disk: DATA_DIR on a small tmpfs, mounted for the test. Mounting needs root (CI runs
// as root here); elsewhere the test is skipped and says why. Embedded only (vitest.config.ts).
const servers = useServerProcesses('lumma-disk-full-');

function mountTmpfs(dir: string): string | null {
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root, and the tests do not run as root';
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=128m,mode=755', 'tmpfs', dir], { encoding: 'utf8' });
  if (mounted.status !== 0) return `mount -t tmpfs failed: ${(mounted.stderr || mounted.error?.message || '').trim()}`;
  return null;
}

const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-mount-probe-'));
const cannotMount = mountTmpfs(probe);
if (!cannotMount) spawnSync('umount', [probe]);
fs.rmSync(probe, { recursive: true, force: true });
if (cannotMount) process.stdout.write(`\nSkipping the full-disk test: ${cannotMount}\n`);

/** Writes a file until the disk refuses another byte. */
function fillDisk(file: string) {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(file, 'w');
  try {
    for (;;) {
      try {
        fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        break;
      }
    }
    // What is left is less than a chunk: the same again a kilobyte at a time.
    for (;;) {
      try {
        fs.writeSync(fd, chunk, 0, 1024);
      } catch {
        break;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

const diaper = (day: string, i: number) => ({
  id: crypto.randomUUID(),
  type: 'fralda',
  occurredAt: new Date(Date.parse(`${day}T03:00:00.000Z`) + i * 1000).toISOString(),
  date: day,
  time: '03:00',
  notes: 'x'.repeat(400),
});

describe.skipIf(cannotMount !== null)('a full disk under DATA_DIR', () => {
  let mountPoint = '';
  let server: ServerProcess | null = null;
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    if (mountPoint) spawnSync('umount', ['-l', mountPoint]);
  });

  it(
    'answers 503 in words, keeps every acknowledged write, reads on, and writes again once space returns',
    async () => {
      mountPoint = path.join(servers.tempDir(), 'data');
      fs.mkdirSync(mountPoint);
      expect(mountTmpfs(mountPoint)).toBeNull();
      const env = { DATA_DIR: mountPoint, LOG_REQUESTS: 'false' };
      server = await servers.start(env);
      const mother = new Mother(server);
      await mother.signUpWithBaby();

      const filler = path.join(mountPoint, 'filler');
      fillDisk(filler);
      const acknowledged: string[] = [];
      let refused: Response | null = null;
      for (let i = 0; i < 5_000 && !refused; i++) {
        const event = diaper('2026-11-02', i);
        const answer = await mother.request('POST', '/api/agenda/events', event);
        if (answer.status === 201) acknowledged.push(event.id);
        else refused = answer;
      }
      expect(refused?.status).toBe(503);
      expect(await refused!.json()).toEqual({
        error: { code: 'disk_full', message: ERRORS.disk_full.message },
      });
      // Reads keep working while the disk is full.
      expect(await mother.eventIdsOn('2026-11-02')).toEqual(expect.arrayContaining(acknowledged));

      fs.rmSync(filler);
      const after = diaper('2026-11-03', 0);
      expect((await mother.request('POST', '/api/agenda/events', after)).status).toBe(201);

      // Nothing acknowledged was lost, even across a crash.
      await stopServer(server, 'SIGKILL');
      server = await servers.start(env);
      mother.server = server;
      expect(await mother.eventIdsOn('2026-11-02')).toEqual(expect.arrayContaining(acknowledged));
      expect(await mother.eventIdsOn('2026-11-03')).toEqual([after.id]);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
