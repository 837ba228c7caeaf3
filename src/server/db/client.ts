import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type EmbeddedPostgresOptions, startEmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /**
   * Where a connection of its own keeps a session: LISTEN, the backup's advisory lock and dump.
   * `DATABASE_DIRECT_URL` behind a pooler, else the one URL.
   */
  url: string;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_ID = 7_311_2024;

/** The embedded PostgreSQL server of `DATA_DIR/pg`, started now and stopped by `close()`. */
export async function openEmbedded(
  dataDir: string,
  options: EmbeddedPostgresOptions = {},
  log?: (message: string) => void,
): Promise<Database> {
  const server = await startEmbeddedPostgres(dataDir, options, log);
  const database = await openPostgres(server.url);
  return {
    ...database,
    kind: 'embedded',
    async close() {
      await database.close();
      await server.stop();
    },
  };
}

/** `DATABASE_DIRECT_URL` cannot be reached, or leads to another database than `DATABASE_URL`. */
export class DatabaseConfigError extends Error {}

/**
 * A connection that never names a statement. Behind PgBouncer in transaction mode, consecutive
 * statements outside a transaction may run on different server connections: a statement prepared
 * under a name on one is missing on the next, or already exists there. Unnamed statements are
 * parsed with each query instead.
 */
class UnnamedStatementsClient extends pg.Client {
  // pg's overloads take a string, a config object or a submittable query; only the config has a name.
  // biome-ignore lint/suspicious/noExplicitAny: forwards each of pg's query overloads unchanged
  override query(config: any, ...rest: any[]): any {
    const unnamed =
      config && typeof config === 'object' && typeof config.submit !== 'function' && config.name
        ? { ...config, name: undefined }
        : config;
    return Reflect.apply(super.query, this, [unnamed, ...rest]);
  }
}

/**
 * The app's PostgreSQL at `url`. With `directUrl` (`DATABASE_DIRECT_URL`), `url` is a pooler in
 * transaction mode (PgBouncer): queries and transactions go through it with no named statement,
 * and what needs a session (migrations under their advisory lock, LISTEN, backups) connects to
 * `directUrl` instead.
 */
export async function openPostgres(url: string, poolSize = 10, directUrl?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    ...(directUrl ? { Client: UnnamedStatementsClient } : {}),
  });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });

  async function migrateOn(client: pg.PoolClient | pg.Client) {
    // Several app processes may start at once: one migrates, the others wait for it. A lock of the
    // session, so it needs this one connection from the lock to the unlock.
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    }
  }

  return {
    db,
    kind: 'postgres',
    url: directUrl ?? url,
    async migrate() {
      if (!directUrl) {
        const client = await pool.connect();
        try {
          await migrateOn(client);
        } finally {
          client.release();
        }
        return;
      }
      const direct = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5_000 });
      await direct.connect().catch((error: Error) => {
        throw new DatabaseConfigError(`Não foi possível conectar a DATABASE_DIRECT_URL: ${error.message}`);
      });
      try {
        await sameDatabase(direct, pool);
        await migrateOn(direct);
      } finally {
        await direct.end().catch(() => {});
      }
    },
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

const IDENTITY = 'select current_database() as name, pg_postmaster_start_time()::text as started';

/**
 * Refuses a pooler that leads to another database than the direct URL (another server, a replica,
 * another name): notices and migrations would happen where the queries are not.
 */
async function sameDatabase(direct: pg.Client, pool: pg.Pool) {
  const [{ rows: viaDirect }, { rows: viaPool }] = await Promise.all([direct.query(IDENTITY), pool.query(IDENTITY)]);
  const [a, b] = [viaDirect[0], viaPool[0]];
  if (a.name !== b.name || a.started !== b.started) {
    throw new DatabaseConfigError(
      `DATABASE_URL e DATABASE_DIRECT_URL levam a bancos diferentes (${b.name} e ${a.name}, ou servidores diferentes). ` +
        'DATABASE_URL é o pooler (PgBouncer em modo transaction) e DATABASE_DIRECT_URL o mesmo banco sem o pooler.',
    );
  }
}
