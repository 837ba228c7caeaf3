import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isValidKey } from '../platform/storage/storage';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupReason,
  createArchiveWriter,
  END_LINE,
  MEDIA_PREFIX,
  type MediaEntry,
  TABLE_PREFIX,
  verifyArchive,
} from './backup-archive';
import { type BackupFile, backupName, listBackups, partialName } from './backup-files';
import { quoteIdent, schemaVersion, tablesInRestoreOrder } from './database-tables';

const BATCH_ROWS = 1_000;
/**
 * Tables whose rows can each be megabytes (an import's preview of 20,000 rows, its uploaded file):
 * read one row at a time, or a batch of them outgrows the server's 128 MB heap (six 5 MB
 * previews did at shutdown).
 */
const ONE_ROW_AT_A_TIME = new Set(['data_imports']);
/** Raw bytes per base64 line of a media file. */
const MEDIA_CHUNK = 48 * 1024;

export interface BackupOptions {
  /** The database's `postgres://` URL. */
  url: string;
  /** Where backups go: `DATA_DIR/backups`. */
  dir: string;
  reason: BackupReason;
  /** The disk storage's folder, `DATA_DIR/media`; null when the media live in S3. */
  mediaDir: string | null;
  withMedia?: boolean;
  now?: () => Date;
}

async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every stored file under the disk storage's folder, by key (half-written `.part` files left out). */
export async function mediaManifest(mediaDir: string | null): Promise<MediaEntry[]> {
  if (!mediaDir || !fs.existsSync(mediaDir)) return [];
  const entries: MediaEntry[] = [];
  for (const owner of fs.readdirSync(mediaDir).sort()) {
    const ownerDir = path.join(mediaDir, owner);
    if (!fs.statSync(ownerDir).isDirectory()) continue;
    for (const name of fs.readdirSync(ownerDir).sort()) {
      const key = `${owner}/${name}`;
      const file = path.join(ownerDir, name);
      if (!isValidKey(key) || name.endsWith('.part')) continue;
      try {
        entries.push({ name: key, size: fs.statSync(file).size, sha256: await sha256(file) });
      } catch (error) {
        // Deleted while the manifest was made: it is not part of this backup.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return entries;
}

async function writeMedia(write: (line: string) => Promise<void>, mediaDir: string, entry: MediaEntry) {
  await write(`${MEDIA_PREFIX}${entry.name}`);
  const stream = fs.createReadStream(path.join(mediaDir, entry.name), { highWaterMark: MEDIA_CHUNK });
  for await (const chunk of stream) await write((chunk as Buffer).toString('base64'));
}

/**
 * Writes one consistent backup: every table's rows from one snapshot (one REPEATABLE READ, READ
 * ONLY transaction), into a `.partial` file that is read back and checked before it is renamed to
 * its final name. A crash at any point leaves only the `.partial` file, removed at the next start.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupFile & { header: BackupHeader }> {
  const { url, dir, reason, mediaDir, withMedia = false, now = () => new Date() } = options;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const createdAt = now();
  const name = backupName(createdAt, reason);
  const final = path.join(dir, name);
  const partial = path.join(dir, partialName(name));
  // Listed before the snapshot: a file uploaded later is not in it, and its row is not either.
  const media = await mediaManifest(mediaDir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const writer = createArchiveWriter(partial);
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInRestoreOrder(client);
    const counts: BackupHeader['tables'] = [];
    for (const table of tables) {
      const { rows } = await client.query<{ count: string }>(`select count(*) as count from ${quoteIdent(table)}`);
      counts.push({ name: table, rows: Number(rows[0]!.count) });
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: createdAt.toISOString(),
      reason,
      schema: await schemaVersion(client),
      tables: counts,
      media,
      withMedia: withMedia && mediaDir !== null,
    };
    await writer.line(JSON.stringify(header));
    for (const table of tables) {
      await writer.line(`${TABLE_PREFIX}${table}`);
      // One scan per table through a cursor of the snapshot, a batch at a time.
      await client.query(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoteIdent(table)} t`,
      );
      const batch = ONE_ROW_AT_A_TIME.has(table) ? 1 : BATCH_ROWS;
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch ${batch} from backup_rows`);
        for (const { row } of rows) await writer.line(row);
        if (rows.length < batch) break;
      }
      await client.query('close backup_rows');
    }
    await client.query('commit');
    if (header.withMedia) for (const entry of media) await writeMedia(writer.line, mediaDir!, entry);
    await writer.line(END_LINE);
    await writer.close();
    await verifyArchive(partial);
    fs.renameSync(partial, final);
    const dirHandle = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(dirHandle);
    } finally {
      fs.closeSync(dirHandle);
    }
    return { ...listBackups(dir).find((b) => b.name === name)!, header };
  } catch (error) {
    writer.abort();
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
