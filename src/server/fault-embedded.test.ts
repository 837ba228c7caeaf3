import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectEveryAcknowledgedWriteKept, PROCESS_TEST_TIMEOUT } from './test/fault-support';
import { useServerProcesses } from './test/process-scope';

// Faults of the embedded database and of DATA_DIR. They start their own processes on PGlite, so
// they run once, with the PGlite integration suite (see scripts/test.mjs).
const servers = useServerProcesses('lumma-fault-');

describe('faults on the embedded database', () => {
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
