import fs from 'node:fs';
import path from 'node:path';
import { isBackupStale, isFreeSpaceLow } from '../../domain/admin/server-health';
import type { Db } from '../db/client';
import { lastBackupRun } from './backup-service';

/** DATA_DIR, or the folder it will be made in: the disk is the same. */
function existingAncestor(dir: string): string {
  let at = path.resolve(dir);
  while (!fs.existsSync(at) && at !== path.dirname(at)) at = path.dirname(at);
  return at;
}

/** What the back office shows of the server: free space under DATA_DIR and the last backup. */
export async function serverHealth(db: Db, dataDir: string, now: Date, { appBackups = true } = {}) {
  const { bavail, blocks, bsize } = await fs.promises.statfs(existingAncestor(dataDir));
  const freeBytes = bavail * bsize;
  const totalBytes = blocks * bsize;
  const last = await lastBackupRun(db);
  return {
    disk: { freeBytes, totalBytes, low: isFreeSpaceLow(freeBytes, totalBytes) },
    lastBackup: last && { takenAt: last.takenAt.toISOString(), sizeBytes: last.sizeBytes, reason: last.reason },
    // BACKUPS=off: the database's operator keeps the copies, so no age of the app's own is a fault.
    backupsByOperator: !appBackups,
    backupStale: appBackups && isBackupStale(last?.takenAt ?? null, now),
  };
}
