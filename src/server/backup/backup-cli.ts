import fs from 'node:fs';
import path from 'node:path';
import { backupKeyBytes, ConfigError, loadConfig } from '../config';
import { type Database, openEmbedded, openPostgres } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { DATABASE_NAME, EmbeddedPostgresError, runningServerPid } from '../db/embedded-postgres';
import { silentLogger } from '../platform/log';
import { BackupFormatError } from './backup-archive';
import { backupsDir } from './backup-files';
import { clearCleanShutdown } from './backup-service';
import { createConfiguredBackups } from './configured-backups';
import { decryptBackup, isEncryptedBackup } from './offsite-copy';
import { RestoreRefusedError, restoreBackup } from './restore-backup';

/**
 * `npm run backup [-- --with-media]` and `npm run restore -- FILE [--force]`, with the app's own
 * configuration (DATA_DIR, DATABASE_URL, S3_*, BACKUP_*). A backup works while the app runs; a
 * restore into the embedded database needs the app stopped (it holds DATA_DIR).
 */
const print = (line = '') => process.stdout.write(`${line}\n`);

function fail(message: string, code = 1): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(code);
}

/** The URL of the embedded server a running app started, from PostgreSQL's pid file and the password file. */
function runningEmbeddedUrl(dataDir: string): string | null {
  const clusterDir = path.resolve(dataDir, 'pg');
  if (runningServerPid(clusterDir) === null) return null;
  const port = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]?.trim();
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://lumma:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/** The app's database: DATABASE_URL, the running app's embedded server, or one started for this command. */
async function openDatabase(
  config: ReturnType<typeof loadConfig>,
  { mayUseRunning }: { mayUseRunning: boolean },
): Promise<{ database: Database; done: () => Promise<void> }> {
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL, 2, config.DATABASE_DIRECT_URL);
    return { database, done: () => database.close() };
  }
  const running = mayUseRunning ? runningEmbeddedUrl(config.DATA_DIR) : null;
  if (running) {
    const database = await openPostgres(running, 2);
    return { database, done: () => database.close() };
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const release = lockDataDir(config.DATA_DIR);
  try {
    const database = await openEmbedded(config.DATA_DIR);
    return {
      database,
      done: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function backup(args: string[]) {
  const config = loadConfig();
  const withMedia = args.includes('--with-media');
  const { database, done } = await openDatabase(config, { mayUseRunning: true });
  try {
    const service = createConfiguredBackups(config, database, silentLogger);
    const taken = (await service.backUp('manual', { withMedia }))!;
    const rows = taken.header.tables.reduce((sum, t) => sum + t.rows, 0);
    print(`Cópia de segurança gravada: ${path.resolve(taken.file)} (${kilobytes(taken.size)})`);
    print(`  esquema ${taken.header.schema.lastMigration}; ${taken.header.tables.length} tabelas, ${rows} linhas`);
    print(
      `  mídia: ${taken.header.media.length} arquivos listados${taken.header.withMedia ? ', incluídos na cópia' : config.S3_BUCKET ? ' (o S3 os guarda)' : ' (não incluídos: use --with-media)'}`,
    );
    if (config.BACKUP_S3_BUCKET)
      print(`  cópia cifrada enviada a s3://${config.BACKUP_S3_BUCKET}/backups/${taken.name}.enc`);
  } finally {
    await done();
  }
}

/** A backup encrypted for S3 is opened with BACKUP_KEY into a private file beside the backups. */
function plainFile(file: string, dataDir: string): { file: string; cleanup: () => void } {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  if (!isEncryptedBackup(head)) return { file, cleanup: () => {} };
  const key = process.env.BACKUP_KEY ? backupKeyBytes(process.env.BACKUP_KEY) : null;
  if (!key) fail('Esta cópia de segurança está cifrada: defina BACKUP_KEY com a chave usada ao gravá-la.');
  // DATA_DIR with the usual mode (as root, the embedded database's user must enter it), its backups private.
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(backupsDir(dataDir), { recursive: true, mode: 0o700 });
  const plain = path.join(backupsDir(dataDir), `restore-${process.pid}.tmp`);
  fs.writeFileSync(plain, decryptBackup(fs.readFileSync(file), key), { mode: 0o600 });
  return { file: plain, cleanup: () => fs.rmSync(plain, { force: true }) };
}

async function restore(args: string[]) {
  const config = loadConfig();
  const force = args.includes('--force');
  const source = args.find((arg) => !arg.startsWith('--'));
  if (!source) fail('Uso: npm run restore -- ARQUIVO [--force]');
  if (!fs.existsSync(source)) fail(`Arquivo não encontrado: ${path.resolve(source)}`);
  const { file, cleanup } = plainFile(source, config.DATA_DIR);
  try {
    const { database, done } = await openDatabase(config, { mayUseRunning: false });
    try {
      const summary = await restoreBackup({
        file,
        url: database.url,
        force,
        mediaDir: config.S3_BUCKET ? null : path.join(config.DATA_DIR, 'media'),
        log: (message) => print(`  ${message}`),
      });
      // The data now is the backup's, not what a clean shutdown last saw.
      if (!config.DATABASE_URL) clearCleanShutdown(config.DATA_DIR);
      const { header } = summary;
      print(`Restaurado de ${path.resolve(source)}`);
      print(`  cópia de ${header.createdAt} (${header.reason}), esquema ${header.schema.lastMigration}`);
      print(`  em ${config.DATABASE_URL ? 'DATABASE_URL' : `${path.resolve(config.DATA_DIR)} (banco embutido)`}`);
      const width = Math.max(...summary.tables.map((t) => t.name.length));
      const byName = [...summary.tables].sort((a, b) => a.name.localeCompare(b.name));
      for (const table of byName) print(`    ${table.name.padEnd(width)}  ${table.rows}`);
      const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
      print(`  ${summary.tables.length} tabelas, ${rows} linhas`);
      print(`  famílias (bebês): ${summary.families}; contas: ${summary.accounts}`);
      const { media } = summary;
      print(
        `  mídia: ${media.listed} arquivos listados, ${media.restored} restaurados${config.S3_BUCKET ? ' (no S3)' : `, ${media.missing} faltando em ${path.resolve(config.DATA_DIR, 'media')}`}`,
      );
    } finally {
      await done();
    }
  } finally {
    cleanup();
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === 'backup') await backup(args);
    else if (command === 'restore') await restore(args);
    else fail('Uso: backup [--with-media] | restore ARQUIVO [--force]');
  } catch (error) {
    if (error instanceof RestoreRefusedError) fail(error.message, 2);
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof EmbeddedPostgresError ||
      error instanceof BackupFormatError
    ) {
      fail(error.message);
    }
    throw error;
  }
}

await main();
process.exit(0);
