import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../platform/log';
import type { Database } from './client';
import { migrationsFolder } from './client';

const BATCH_ROWS = 500;

/**
 * Until issue #20 the embedded database was PGlite, in `DATA_DIR/db`. On the first start of the
 * embedded PostgreSQL beside such a directory, its rows are copied over, in one transaction, and
 * the directory is renamed `db.pglite-imported` (kept, never read again). A start that dies
 * half-way copies again from the start: the transaction left nothing behind.
 */
export async function importPgliteInstall(dataDir: string, target: Database, logger: Logger): Promise<void> {
  const sourceDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(sourceDir, 'PG_VERSION'))) return;
  logger.info('copying the PGlite database to the embedded PostgreSQL', { from: sourceDir });
  const counts = await copyPgliteDatabase(sourceDir, target.url);
  fs.renameSync(sourceDir, path.join(dataDir, 'db.pglite-imported'));
  logger.info('PGlite database copied', { rows: counts });
}

/** Copies every table of the PGlite database at `sourceDir` over the tables of `targetUrl`. */
export async function copyPgliteDatabase(sourceDir: string, targetUrl: string): Promise<Record<string, number>> {
  // Loaded only here: a fresh install never pays for PGlite's WebAssembly.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const source = new PGlite(sourceDir);
  const target = new pg.Client({ connectionString: targetUrl });
  try {
    // Both sides at the same schema: the install may predate the newest migrations.
    await migrate(drizzle({ client: source }), { migrationsFolder });
    await target.connect();
    const { rows: tables } = await source.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    );
    const quoted = tables.map(({ name }) => `"${name.replaceAll('"', '""')}"`);
    const counts: Record<string, number> = {};
    await target.query('begin');
    // Rows arrive table by table, not in the order their foreign keys need.
    await target.query('set local session_replication_role = replica');
    if (quoted.length) await target.query(`truncate ${quoted.join(', ')}`);
    for (const [index, table] of quoted.entries()) {
      const name = tables[index]!.name;
      let after = '(0,0)';
      counts[name] = 0;
      for (;;) {
        const { rows } = await source.query<{ at: string; row: string }>(
          `select ctid::text as at, row_to_json(t)::text as row from ${table} t
            where ctid > $1::tid order by ctid limit ${BATCH_ROWS}`,
          [after],
        );
        if (rows.length === 0) break;
        await target.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [
          `[${rows.map((r) => r.row).join(',')}]`,
        ]);
        counts[name] += rows.length;
        after = rows.at(-1)!.at;
      }
    }
    await target.query('commit');
    return counts;
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  } finally {
    await target.end().catch(() => {});
    await source.close();
  }
}
