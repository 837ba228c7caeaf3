import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../db/client';
import { isValidKey } from '../platform/storage/storage';
import {
  BackupFormatError,
  type BackupHeader,
  END_LINE,
  MEDIA_PREFIX,
  readArchiveLines,
  TABLE_PREFIX,
  verifyArchive,
} from './backup-archive';
import { migrationJournal, quoteIdent, schemaVersion } from './database-tables';

const BATCH_ROWS = 2_000;

export class RestoreRefusedError extends Error {}

export interface RestoreOptions {
  file: string;
  url: string;
  /** Replace a database that already holds accounts. */
  force?: boolean;
  /** The disk storage's folder, where the media of a full backup go; null with S3. */
  mediaDir: string | null;
  log?: (message: string) => void;
}

export interface RestoreSummary {
  header: BackupHeader;
  tables: { name: string; rows: number }[];
  families: number;
  accounts: number;
  media: { listed: number; restored: number; missing: number };
}

/** Whether the database holds no account yet: no tables at all, or a just-migrated, empty app. */
async function isEmpty(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ exists: boolean }>(`select to_regclass('public.users') is not null as exists`);
  if (!rows[0]!.exists) return true;
  const { rowCount } = await client.query('select 1 from users limit 1');
  return rowCount === 0;
}

/** Everything the migrations made: their tables, views and functions live in `public`, their record in `drizzle`. */
async function dropAppSchema(client: pg.ClientBase) {
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  await client.query('drop schema if exists drizzle cascade');
}

/** Applies the migrations up to the backup's last one, so its rows fit the tables exactly. */
export async function migrateTo(client: pg.Client, lastMigrationAt: number) {
  const journal = migrationJournal();
  if (lastMigrationAt > journal.at(-1)!.when) {
    throw new RestoreRefusedError(
      'A cópia de segurança vem de uma versão mais nova do Lumma (o esquema do banco dela é mais novo). Atualize o Lumma antes de restaurar.',
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-restore-migrations-'));
  try {
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const entries = journal.filter((entry) => entry.when <= lastMigrationAt);
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const whole = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    fs.writeFileSync(journalFile, JSON.stringify({ ...whole, entries }));
    await migrate(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the database at `url`: checks the whole file first, refuses a database
 * that holds accounts unless `force`, builds the schema of the backup's version, copies every row
 * in one transaction, then migrates to the current schema.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const { file, url, force = false, mediaDir, log = () => {} } = options;
  const header = await verifyArchive(file);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!(await isEmpty(client))) {
      if (!force) {
        throw new RestoreRefusedError(
          'O banco de dados de destino já tem contas. Restaure num DATA_DIR (ou banco) vazio, ou use --force para substituir tudo o que ele tem.',
        );
      }
      log('o banco de destino tem contas: --force substitui tudo o que ele tem');
    }
    await dropAppSchema(client);
    await migrateTo(client, header.schema.lastMigrationAt);

    const tables: RestoreSummary['tables'] = [];
    const known = new Set(header.tables.map((t) => t.name));
    await client.query('begin');
    // Rows the migrations themselves insert (the vaccine calendar) come back from the backup.
    await client.query(`truncate ${[...known].map(quoteIdent).join(', ')}`);
    // The rows come back as they were: a trigger (a profile's first activity, a baby's next
    // planning) would add rows or values the backup already holds. Foreign keys stay checked.
    for (const name of known) await client.query(`alter table ${quoteIdent(name)} disable trigger user`);
    let table: string | null = null;
    let batch: string[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const quoted = quoteIdent(table);
      await client.query(`insert into ${quoted} select * from json_populate_recordset(null::${quoted}, $1::json)`, [
        `[${batch.join(',')}]`,
      ]);
      tables.at(-1)!.rows += batch.length;
      batch = [];
    };
    let first = true;
    for await (const line of readArchiveLines(file)) {
      if (first) {
        first = false;
        continue;
      }
      if (line.startsWith(TABLE_PREFIX) || line.startsWith(MEDIA_PREFIX) || line === END_LINE) {
        await flush();
        if (!line.startsWith(TABLE_PREFIX)) break;
        table = line.slice(TABLE_PREFIX.length);
        if (!known.has(table))
          throw new BackupFormatError(`A cópia de segurança tem uma tabela desconhecida: ${table}`);
        tables.push({ name: table, rows: 0 });
        continue;
      }
      batch.push(line);
      if (batch.length === BATCH_ROWS) await flush();
    }
    for (const name of known) await client.query(`alter table ${quoteIdent(name)} enable trigger user`);
    await client.query('commit');

    await migrate(drizzle({ client }), { migrationsFolder });
    const media = await restoreMedia(file, header, mediaDir);
    const { rows: babies } = await client.query<{ count: string }>('select count(*) as count from babies');
    const { rows: users } = await client.query<{ count: string }>('select count(*) as count from users');
    const version = await schemaVersion(client);
    if (version.lastMigration !== header.schema.lastMigration) {
      log(`esquema migrado de ${header.schema.lastMigration} para ${version.lastMigration}`);
    }
    return { header, tables, families: Number(babies[0]!.count), accounts: Number(users[0]!.count), media };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Writes the media of a full backup into the disk storage; counts the listed files found there. */
async function restoreMedia(file: string, header: BackupHeader, mediaDir: string | null) {
  const listed = header.media.length;
  if (!mediaDir) return { listed, restored: 0, missing: 0 };
  let restored = 0;
  if (header.withMedia) {
    let out: fs.WriteStream | null = null;
    const close = async () => {
      if (!out) return;
      const stream = out;
      out = null;
      await new Promise<void>((resolve, reject) =>
        stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      restored++;
    };
    for await (const line of readArchiveLines(file)) {
      if (line.startsWith(MEDIA_PREFIX)) {
        await close();
        const key = line.slice(MEDIA_PREFIX.length);
        if (!isValidKey(key)) throw new BackupFormatError(`A cópia de segurança tem um nome de mídia inválido: ${key}`);
        const target = path.join(mediaDir, key);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        out = fs.createWriteStream(target);
      } else if (line === END_LINE) {
        await close();
      } else if (out) {
        const stream: fs.WriteStream = out;
        if (!stream.write(Buffer.from(line, 'base64'))) await new Promise<void>((r) => stream.once('drain', () => r()));
      }
    }
  }
  const missing = header.media.filter((entry) => !fs.existsSync(path.join(mediaDir, entry.name))).length;
  return { listed, restored, missing };
}
