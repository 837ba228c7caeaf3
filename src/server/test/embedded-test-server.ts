import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server that test files make their databases on when TEST_DATABASE_URL is not set. */
    embeddedDatabaseUrl: string;
  }
}

/**
 * The integration suite's global setup: the server built as `npm start` builds it (the tests that
 * start processes run that file), and one embedded PostgreSQL for the whole run, the same
 * server the app starts by default, tuned for tests (nothing survives the run, so nothing is
 * flushed to disk).
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (process.env.TEST_DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-test-postgres-'));
  // Run as root, the server runs as nobody, who must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres(dir, {
    settings: {
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '300',
      shared_buffers: '64MB',
    },
  });
  project.provide('embeddedDatabaseUrl', server.url);
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
