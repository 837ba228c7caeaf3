import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { backupRuns } from '../db/schema';
import type { Logger } from '../platform/log';
import type { BackupReason } from './backup-archive';
import { type BackupFile, backupsDir, pruneBackups, removePartialBackups } from './backup-files';
import { takeBackup } from './take-backup';

// Any constant works; the same in every process of one database.
const BACKUP_LOCK_ID = 7_311_2037;

export interface BackupServiceOptions {
  db: Db;
  /** The database's URL: the backup reads through a connection of its own. */
  url: string;
  dataDir: string;
  /** The disk storage's folder; null when media live in S3. */
  mediaDir: string | null;
  hour: number;
  keep: { daily: number; weekly: number };
  logger: Logger;
  /** Called with each finished backup: the off-machine copy. */
  afterBackup?: (backup: BackupFile) => Promise<void>;
  now?: () => Date;
}

function isUndefinedTable(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '42P01') return true;
  }
  return false;
}

const localDate = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** Milliseconds from `now` to the next `hour`:00 of the server's zone. */
export function msUntilHour(now: Date, hour: number): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * The app's backups: daily at `hour`, at a clean shutdown, and on demand. One at a time per
 * database: each runs under an advisory lock on a connection of its own, held only while it runs,
 * and a daily backup another process already took today is not taken again.
 */
export function createBackupService(options: BackupServiceOptions) {
  const { db, url, dataDir, mediaDir, hour, keep, logger, afterBackup, now = () => new Date() } = options;
  const dir = backupsDir(dataDir);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function underLock<T>(work: () => Promise<T>, { wait }: { wait: boolean }): Promise<T | null> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      if (wait) await client.query('select pg_advisory_lock($1)', [BACKUP_LOCK_ID]);
      else {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          BACKUP_LOCK_ID,
        ]);
        if (!rows[0]!.locked) return null;
      }
      return await work();
    } finally {
      await client.end().catch(() => {});
    }
  }

  async function backUp(reason: BackupReason, { withMedia = false, wait = true } = {}) {
    return underLock(
      async () => {
        const takenAt = now();
        const day = reason === 'daily' ? localDate(takenAt) : null;
        if (day) {
          const [done] = await db
            .select({ id: backupRuns.id })
            .from(backupRuns)
            .where(and(eq(backupRuns.reason, 'daily'), eq(backupRuns.day, day)));
          if (done) return null;
        }
        const backup = await takeBackup({ url, dir, reason, mediaDir, withMedia, now: () => takenAt });
        await db
          .insert(backupRuns)
          .values({
            takenAt,
            reason,
            day,
            file: backup.name,
            sizeBytes: backup.size,
            withMedia: backup.header.withMedia,
          })
          .catch((error) => {
            // A database not yet migrated to 0024 (the command run before the app's first start) has no list.
            if (!isUndefinedTable(error)) throw error;
          });
        const pruned = pruneBackups(dir, keep);
        logger.info('backup written', { file: backup.file, bytes: backup.size, reason, pruned: pruned.length });
        await afterBackup?.(backup).catch((error) => logger.error('backup copy off the machine failed', { error }));
        return backup;
      },
      { wait },
    );
  }

  const schedule = () => {
    timer = setTimeout(
      () => {
        running = backUp('daily', { wait: false })
          .catch((error) => logger.error('daily backup failed', { error }))
          .finally(schedule);
      },
      msUntilHour(now(), hour),
    );
    timer.unref();
  };

  return {
    dir,
    /** Removes what a backup cut short left behind, and schedules the daily backup. */
    start() {
      const partial = removePartialBackups(dir);
      if (partial.length) logger.warn('removed unfinished backups', { files: partial });
      schedule();
    },
    backUp,
    /** No new daily backup; waits for one that runs. */
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;

/** The last backup any process of this database took, for the admin dashboard. */
export async function lastBackupRun(db: Db) {
  const [last] = await db
    .select({ takenAt: backupRuns.takenAt, sizeBytes: backupRuns.sizeBytes, reason: backupRuns.reason })
    .from(backupRuns)
    .orderBy(desc(backupRuns.takenAt))
    .limit(1);
  return last ?? null;
}

/**
 * Written after the backup of a clean shutdown, removed at every start before the first write: when
 * it is there, nothing was written since that backup, which may then stand for the whole database
 * (an embedded PostgreSQL of an older major is recreated from it, see embedded-upgrade.ts).
 */
export const cleanShutdownFile = (dataDir: string) => path.join(backupsDir(dataDir), 'clean-shutdown.json');

export function markCleanShutdown(dataDir: string, backup: BackupFile) {
  const file = cleanShutdownFile(dataDir);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ backup: backup.name, at: backup.at.toISOString() }));
  fs.renameSync(`${file}.tmp`, file);
}

export function clearCleanShutdown(dataDir: string) {
  fs.rmSync(cleanShutdownFile(dataDir), { force: true });
}

/** The backup of the last clean shutdown, when nothing was written after it. */
export function cleanShutdownBackup(dataDir: string): string | null {
  try {
    const { backup } = JSON.parse(fs.readFileSync(cleanShutdownFile(dataDir), 'utf8')) as { backup: string };
    const file = path.join(backupsDir(dataDir), path.basename(backup));
    return fs.existsSync(file) ? file : null;
  } catch {
    return null;
  }
}
