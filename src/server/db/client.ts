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
  /** Where a connection of its own listens for notifications. */
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

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    url,
    async migrate() {
      // Several app processes may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
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
