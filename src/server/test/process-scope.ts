import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type ServerProcess, startServer, stopServer } from './server-process';

/**
 * The server processes and temporary directories of one test file: killed and removed after the
 * file, whether its tests passed or not. Call it at the top of the file.
 */
export function useServerProcesses(prefix: string) {
  const running: ServerProcess[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(running.map((s) => stopServer(s, 'SIGKILL')));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    tempDir(): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      // Run as root, the embedded database runs as nobody, who must be able to enter it.
      fs.chmodSync(dir, 0o755);
      dirs.push(dir);
      return dir;
    },
    async start(...args: Parameters<typeof startServer>): Promise<ServerProcess> {
      const server = await startServer(...args);
      running.push(server);
      return server;
    },
  };
}

export type ServerProcesses = ReturnType<typeof useServerProcesses>;
