import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../db/embedded-postgres';

export { freePort };

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the built server as `npm start` does (`dist-server/main.js`, which the integration
 * suite's global setup builds, with the same heap cap) and waits until it listens.
 */
export async function startServer(env: Record<string, string>, { waitForListen = true } = {}): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const { DATABASE_URL: _, DATABASE_DIRECT_URL: __, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--max-old-space-size=128', 'dist-server/main.js'], {
    cwd: projectRoot,
    env: { ...inherited, PORT: port, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  if (!waitForListen) return server;
  // A first start makes its database cluster: seconds on a quiet machine, a minute on a busy one.
  const deadline = Date.now() + 120_000;
  while (!output.includes('Lumma is listening')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return server;
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null) server.child.kill(signal);
  return server.exited;
}

/** A process and all its descendants, from the kernel's list of each thread's children. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    let tasks: string[];
    try {
      tasks = fs.readdirSync(`/proc/${tree[i]}/task`);
    } catch {
      continue; // it exited meanwhile
    }
    for (const task of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(' ').map(Number));
      } catch {}
    }
  }
  return tree;
}
