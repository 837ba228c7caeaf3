import crypto from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * Lumma's own backup format, version 1: a gzip'd text file of lines. The first line is the
 * {@link BackupHeader} in JSON; then, for each table in the order its foreign keys need,
 * `#table NAME` and one `row_to_json` line per row (JSON has no raw line breaks); with media,
 * `#media NAME` and the file in base64 lines; last `#end`. Rows as JSON restore on any PostgreSQL
 * the app supports, embedded or external, whatever its major version.
 */
export const BACKUP_FORMAT = 'lumma-backup';
export const BACKUP_VERSION = 1;

export interface MediaEntry {
  /** Its storage key, `{userId}/{name}`. */
  name: string;
  size: number;
  sha256: string;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  reason: BackupReason;
  /** The last migration applied: a restore migrates to it first, then to the current one. */
  schema: { migrations: number; lastMigration: string; lastMigrationAt: number };
  /** In restore order, with the rows the snapshot held. */
  tables: { name: string; rows: number }[];
  /** The files of the disk storage (with S3 the bucket keeps them); `withMedia` when they are inside. */
  media: MediaEntry[];
  withMedia: boolean;
}

export type BackupReason = 'daily' | 'shutdown' | 'manual' | 'upgrade';

export const END_LINE = '#end';
export const TABLE_PREFIX = '#table ';
export const MEDIA_PREFIX = '#media ';

/** Writes lines into a gzip'd file, waiting for the stream when it asks to. */
export function createArchiveWriter(file: string) {
  // The fastest level: a backup at shutdown must finish before a container's stop timeout.
  const gzip = zlib.createGzip({ level: 1 });
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const done = pipeline(gzip, out);
  // A failure of the file (a full disk) surfaces at the next write or at close.
  done.catch(() => {});
  return {
    async line(text: string) {
      if (!gzip.write(`${text}\n`)) {
        await Promise.race([new Promise((r) => gzip.once('drain', r)), done]);
      }
    },
    async close() {
      gzip.end();
      await done;
      const handle = await fs.promises.open(file, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    abort() {
      gzip.destroy();
      out.destroy();
    },
  };
}

/** The lines of an archive, the header first. */
export async function* readArchiveLines(file: string): AsyncGenerator<string> {
  const gunzip = zlib.createGunzip();
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(gunzip),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  // A gzip error is emitted on the gunzip stream, which readline does not pass on.
  let broken: Error | null = null;
  gunzip.on('error', (error) => {
    broken = error;
    lines.close();
  });
  try {
    yield* lines;
  } catch (error) {
    broken ??= error as Error;
  }
  if (broken) {
    throw new BackupFormatError(
      `O arquivo ${file} não é uma cópia de segurança do Lumma legível (${(broken as Error).message}).`,
    );
  }
}

export class BackupFormatError extends Error {}

export function parseHeader(line: string | undefined): BackupHeader {
  let header: BackupHeader;
  try {
    header = JSON.parse(line ?? '') as BackupHeader;
  } catch {
    throw new BackupFormatError('O arquivo não é uma cópia de segurança do Lumma.');
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupFormatError('O arquivo não é uma cópia de segurança do Lumma.');
  if (header.version > BACKUP_VERSION) {
    throw new BackupFormatError(
      `A cópia de segurança é do formato ${header.version}, mais novo que o desta versão do Lumma (${BACKUP_VERSION}). Atualize o Lumma.`,
    );
  }
  return header;
}

export async function readHeader(file: string): Promise<BackupHeader> {
  for await (const line of readArchiveLines(file)) return parseHeader(line);
  return parseHeader(undefined);
}

/**
 * Reads the whole archive back: every table has the rows its header counts, every included media
 * file its size and hash, and the end mark is there. Throws on the first difference.
 */
export async function verifyArchive(file: string): Promise<BackupHeader> {
  const lines = readArchiveLines(file);
  const first = await lines.next();
  const header = parseHeader(first.done ? undefined : first.value);
  const expected = new Map(header.tables.map((t) => [t.name, t.rows]));
  const counted = new Map<string, number>();
  const media = new Map(header.media.map((m) => [m.name, m]));
  let table: string | null = null;
  let file_: { name: string; hash: crypto.Hash; size: number } | null = null;
  let ended = false;
  const finishMedia = () => {
    if (!file_) return;
    const entry = media.get(file_.name);
    const sha256 = file_.hash.digest('hex');
    if (!entry || entry.size !== file_.size || entry.sha256 !== sha256) {
      throw new BackupFormatError(`A cópia de segurança tem o arquivo de mídia ${file_.name} diferente do que lista.`);
    }
    file_ = null;
  };
  for await (const line of lines) {
    if (ended) throw new BackupFormatError('A cópia de segurança continua depois do fim.');
    if (line === END_LINE) {
      finishMedia();
      ended = true;
    } else if (line.startsWith(TABLE_PREFIX)) {
      finishMedia();
      table = line.slice(TABLE_PREFIX.length);
      counted.set(table, 0);
    } else if (line.startsWith(MEDIA_PREFIX)) {
      finishMedia();
      table = null;
      file_ = { name: line.slice(MEDIA_PREFIX.length), hash: crypto.createHash('sha256'), size: 0 };
    } else if (file_) {
      const bytes = Buffer.from(line, 'base64');
      file_.hash.update(bytes);
      file_.size += bytes.length;
    } else if (table !== null) {
      counted.set(table, counted.get(table)! + 1);
    } else {
      throw new BackupFormatError('A cópia de segurança tem uma linha fora de qualquer tabela.');
    }
  }
  if (!ended) throw new BackupFormatError('A cópia de segurança está incompleta (sem a marca de fim).');
  for (const [name, rows] of expected) {
    if (counted.get(name) !== rows) {
      throw new BackupFormatError(
        `A tabela ${name} tem ${counted.get(name) ?? 0} linhas na cópia de segurança, e não ${rows}.`,
      );
    }
  }
  return header;
}
