import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRunning, runningServerPid } from './db/embedded-postgres';
import { expectEveryAcknowledgedWriteKept, Mother, PROCESS_TEST_TIMEOUT } from './test/fault-support';
import { useServerProcesses } from './test/process-scope';
import { processTree, stopServer } from './test/server-process';

// Faults of the embedded database and of DATA_DIR. They start their own processes on the embedded
// PostgreSQL, so they run once, with the embedded integration suite (see scripts/test.mjs).
const servers = useServerProcesses('lumma-fault-');

/** The embedded server of DATA_DIR; null when none runs. */
const databasePid = (dataDir: string) => runningServerPid(path.join(dataDir, 'pg'));

/** A process's command line; empty once it has ended (a backend may, any time). */
function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** The app's watchdog shell, among its descendants (the database and its backends are the others). */
function watchdogPid(appPid: number): number {
  const children = processTree(appPid).slice(1);
  const watchdog = children.find((pid) => commandLine(pid).includes('lumma-watchdog'));
  if (!watchdog) throw new Error(`no watchdog among ${children.join(', ')}`);
  return watchdog;
}

describe('faults on the embedded database', () => {
  it('refuses a second process on the same DATA_DIR, naming the first', async () => {
    const dataDir = path.join(servers.tempDir(), 'data');
    const first = await servers.start({ DATA_DIR: dataDir, LOG_REQUESTS: 'false' });
    const second = await servers.start({ DATA_DIR: dataDir }, { waitForListen: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Outro processo do Lumma (pid ${first.child.pid}) já está usando o diretório de dados ${dataDir}`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('leaves no database process behind when the app is killed with SIGKILL', async () => {
    const dataDir = path.join(servers.tempDir(), 'data');
    const server = await servers.start({ DATA_DIR: dataDir, LOG_REQUESTS: 'false' });
    const database = databasePid(dataDir);
    expect(database).not.toBeNull();
    await stopServer(server, 'SIGKILL');
    await expect.poll(() => isRunning(database!), { timeout: 10_000 }).toBe(false);
  });

  it('stops a database left running by a dead app before it starts its own', async () => {
    const dataDir = path.join(servers.tempDir(), 'data');
    const first = await servers.start({ DATA_DIR: dataDir, LOG_REQUESTS: 'false' });
    const mother = new Mother(first);
    await mother.signUpWithBaby();
    // Both the app and its watchdog die at once: nothing stops the database.
    process.kill(watchdogPid(first.child.pid!), 'SIGKILL');
    await stopServer(first, 'SIGKILL');
    const stale = databasePid(dataDir);
    expect(stale).not.toBeNull();

    const second = await servers.start({ DATA_DIR: dataDir, LOG_REQUESTS: 'false' });
    expect(second.output()).toContain(`stopping the embedded database left running by an earlier start (pid ${stale})`);
    expect(isRunning(stale!)).toBe(false);
    mother.server = second;
    expect((await mother.request('GET', '/api/me')).status).toBe(200);
  });

  it(
    'keeps every acknowledged write when the server is killed mid-burst, on the embedded database',
    async () => {
      await expectEveryAcknowledgedWriteKept(
        { DATA_DIR: path.join(servers.tempDir(), 'data'), LOG_REQUESTS: 'false' },
        servers,
      );
    },
    PROCESS_TEST_TIMEOUT,
  );

  // A small file system of its own, so the disk can be full without filling the machine's.
  const tinyDisk = (() => {
    const dir = servers.tempDir();
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', dir]).status === 0;
    if (!mounted) console.warn('Skipping the full-disk test: mounting a small tmpfs needs root.');
    return { dir, mounted };
  })();
  afterAll(() => {
    if (tinyDisk.mounted) spawnSync('umount', [tinyDisk.dir]);
  });

  it.skipIf(!tinyDisk.mounted)('stops at start with a clear message when the disk is full', async () => {
    const server = await servers.start({ DATA_DIR: path.join(tinyDisk.dir, 'data') }, { waitForListen: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Sem espaço em disco no diretório de dados ${path.join(tinyDisk.dir, 'data')}`);
  });

  it('stops at start with a clear message when DATA_DIR cannot be used', async () => {
    const file = path.join(servers.tempDir(), 'um-arquivo');
    fs.writeFileSync(file, 'não é um diretório');
    const server = await servers.start({ DATA_DIR: path.join(file, 'data') }, { waitForListen: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Não foi possível usar o diretório de dados ${path.join(file, 'data')}`);
  });
});
