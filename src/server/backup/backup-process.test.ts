import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DATABASE_NAME, runningServerPid } from '../db/embedded-postgres';
import { Mother, PROCESS_TEST_TIMEOUT } from '../test/fault-support';
import { useServerProcesses } from '../test/process-scope';
import { stopServer } from '../test/server-process';
import { listBackups } from './backup-files';

// Backups of a running app on the embedded database, its clean shutdown and a newer PostgreSQL
// major: app processes of their own, so embedded only (vitest.config.ts).
const servers = useServerProcesses('lumma-backup-');
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The URL of the embedded server a running app started in `dataDir`. */
function embeddedUrl(dataDir: string): string {
  const clusterDir = path.join(dataDir, 'pg');
  expect(runningServerPid(clusterDir)).not.toBeNull();
  const port = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://lumma:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

async function signUp(mother: Mother, email: string) {
  const answer = await mother.request('POST', '/api/auth/sign-up/email', {
    name: 'Mãe Teste',
    phone: '+55 (11) 98765-4321',
    email,
    password: 'segredo1',
  });
  expect(answer.status).toBe(200);
  expect((await mother.request('POST', '/api/babies', { name: 'Bebê', birthDate: '2026-05-01' })).status).toBe(201);
}

describe('backups of the embedded database', () => {
  it(
    'survives a backup killed half-way, and a newer PostgreSQL major restores the clean-shutdown backup',
    async () => {
      const dataDir = path.join(servers.tempDir(), 'data');
      const backups = path.join(dataDir, 'backups');
      const env = { DATA_DIR: dataDir, LOG_REQUESTS: 'false' };
      let server = await servers.start(env);
      const email = `mae.${crypto.randomUUID()}@example.com`;
      await signUp(new Mother(server), email);
      // Enough rows that a backup takes a while: time to kill it half-way.
      const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
      await client.connect();
      await client.query(
        `insert into rate_limits (id, key, count, last_request)
           select 'bulk-' || i, 'bulk-key-' || i || repeat('x', 200), 1, 0 from generate_series(1, 20000) i`,
      );
      await client.end();
      expect(await stopServer(server)).toBe(0);
      const [complete] = listBackups(backups);
      expect(complete?.reason).toBe('shutdown');

      server = await servers.start(env);
      const cli = spawn(process.execPath, ['dist-server/backup-cli.js', 'backup'], {
        cwd: projectRoot,
        env: { ...process.env, ...env },
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => cli.on('exit', resolve));
      const partialOf = () => fs.readdirSync(backups).find((name) => name.endsWith('.partial'));
      /** Bytes of the backup under way: its first rows are on disk, the rest not yet. */
      const partialSize = () => {
        const name = partialOf();
        return name ? (fs.statSync(path.join(backups, name), { throwIfNoEntry: false })?.size ?? 0) : 0;
      };
      for (const deadline = Date.now() + 20_000; partialSize() < 10_000; ) {
        if (Date.now() > deadline || cli.exitCode !== null) throw new Error('the backup never got under way');
        await new Promise((r) => setTimeout(r, 20));
      }
      cli.kill('SIGKILL');
      await exited;
      const partial = partialOf()!;
      expect(listBackups(backups)[0]!.name).toBe(complete!.name);

      // The next start removes the partial file; the latest backup is still the complete one.
      await stopServer(server, 'SIGKILL');
      server = await servers.start(env);
      expect(fs.existsSync(path.join(backups, partial))).toBe(false);
      expect(server.output()).toContain('removed unfinished backups');
      expect(listBackups(backups)[0]!.name).toBe(complete!.name);

      // A clean shutdown, then an update brings another PostgreSQL major (faked: the cluster says 17).
      expect(await stopServer(server)).toBe(0);
      expect(fs.existsSync(path.join(backups, 'clean-shutdown.json'))).toBe(true);
      fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '17\n');
      server = await servers.start(env);
      expect(server.output()).toContain('embedded PostgreSQL upgraded from the backup');
      expect(fs.readFileSync(path.join(dataDir, 'pg.17-old', 'PG_VERSION'), 'utf8').trim()).toBe('17');
      const mother = new Mother(server);
      expect((await mother.request('POST', '/api/auth/sign-in/email', { email, password: 'segredo1' })).status).toBe(
        200,
      );
      const { babies } = (await (await mother.request('GET', '/api/babies')).json()) as { babies: unknown[] };
      expect(babies).toHaveLength(1);
      const check = new pg.Client({ connectionString: embeddedUrl(dataDir) });
      await check.connect();
      const { rows } = await check.query<{ count: string }>('select count(*) from rate_limits');
      await check.end();
      expect(Number(rows[0]!.count)).toBeGreaterThanOrEqual(20_000);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it('moves nothing and says what to do when no clean-shutdown backup holds the last writes', async () => {
    const dataDir = path.join(servers.tempDir(), 'data');
    fs.mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '17\n');
    const server = await servers.start({ DATA_DIR: dataDir }, { waitForListen: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('foi criado pelo PostgreSQL 17');
    expect(server.output()).toContain('was made by PostgreSQL 17');
    expect(fs.readdirSync(dataDir)).not.toContain('pg.17-old');
    expect(fs.readFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), 'utf8')).toBe('17\n');
  });
});
