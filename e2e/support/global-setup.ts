import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type PushReceiver, startPushReceiver } from '../../src/server/test/push-receiver';
import { freePort } from '../../src/server/test/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    serverLog: string;
    /** A Web Push service on loopback that the app may post to (web-push-testing). */
    pushReceiver: string;
  }
}

let server: ChildProcess | undefined;
let receiver: PushReceiver | undefined;
let dataDir: string | undefined;

/** Starts the app the way the README does (`npm start`: build, then serve) on a fresh data directory. */
export async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-e2e-'));
  // Run as root, the embedded database runs as nobody, who must be able to enter it.
  fs.chmodSync(dataDir, 0o755);
  const serverLog = path.join(dataDir, 'server.log');
  receiver = await startPushReceiver();
  const log = fs.openSync(serverLog, 'a');
  server = spawn('npm', ['start', '--silent'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test; the app must be built and run as a mother gets it.
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'data'),
      // Journeys sign in many times a minute from one address; the limit itself has its own test.
      AUTH_RATE_LIMIT_MAX: '1000',
      DATABASE_URL: '',
      APP_URL: '',
      PUSH_EXTRA_ORIGINS: receiver.origin,
      // The Baby Buddy the import journey reads is a recorded one on loopback, as a home server is.
      IMPORT_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${fs.readFileSync(serverLog, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`npm start did not answer:\n${fs.readFileSync(serverLog, 'utf8')}`);
    const up = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('serverLog', serverLog);
  project.provide('pushReceiver', receiver.origin);
}

export async function teardown() {
  if (server?.pid) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    // npm exits at once; the app goes on to take its shutdown backup and stop its database, and
    // removes its lock file last.
    const lock = dataDir && path.join(dataDir, 'data', 'lumma.lock');
    for (const deadline = Date.now() + 20_000; lock && fs.existsSync(lock) && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await receiver?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
