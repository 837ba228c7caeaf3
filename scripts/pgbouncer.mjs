// PgBouncer in transaction mode in front of a PostgreSQL server, as a national install runs it
// (README, "Produção"): for `npm test`'s PgBouncer suite and `npm run bench:pooler`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts PgBouncer (the executable at `program`) on 127.0.0.1:`port` for every database of the server at `serverUrl`, and
 * resolves once it accepts connections. Clients are trusted (loopback, tests only); PgBouncer logs
 * in to PostgreSQL as the URL's user with its password, if any. `server_round_robin` hands
 * consecutive statements of one client to different server connections, so session state kept
 * across statements fails at once instead of now and then.
 */
export async function startPgbouncer({ program, serverUrl, port }) {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-pgbouncer-'));
  // PgBouncer refuses to run as root: it switches to nobody, who must read its files.
  fs.chmodSync(dir, 0o755);
  const quoted = (text) => `"${text.replaceAll('"', '""')}"`;
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `${quoted(user)} ${quoted(password)}\n`, { mode: 0o644 });
  const ini = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 20',
      'server_round_robin = 1',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child = spawn(program, [...(asRoot ? ['-u', 'nobody'] : []), ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });

  // Its own line, not an open port: another program may hold the port already.
  const deadline = Date.now() + 10_000;
  while (!output.includes(`listening on 127.0.0.1:${port}`)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      cleanUp();
      throw new Error(`PgBouncer did not start on port ${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}
