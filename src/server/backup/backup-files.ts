import fs from 'node:fs';
import path from 'node:path';
import type { BackupReason } from './backup-archive';

/** `lumma-20261126T030000123Z-daily.backup.gz`: names sort by time. */
const NAME = /^lumma-(\d{8}T\d{9}Z)-(daily|shutdown|manual|upgrade)\.backup\.gz$/;
/** Where a backup is written until it is complete and verified. */
const PARTIAL = /\.backup\.gz\.partial$/;

export interface BackupFile {
  file: string;
  name: string;
  at: Date;
  reason: BackupReason;
  size: number;
}

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

function stamp(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}

function parseStamp(text: string): Date {
  const [, y, mo, d, h, mi, s, ms] = text.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/)!;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

export function backupName(at: Date, reason: BackupReason): string {
  return `lumma-${stamp(at)}-${reason}.backup.gz`;
}

export const partialName = (name: string) => `${name}.partial`;

/** The complete backups in `dir`, newest first. */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const match = name.match(NAME);
      if (!match) return [];
      const file = path.join(dir, name);
      return [
        { file, name, at: parseStamp(match[1]!), reason: match[2] as BackupReason, size: fs.statSync(file).size },
      ];
    })
    .sort((a, b) => b.name.localeCompare(a.name));
}

export const latestBackup = (dir: string): BackupFile | null => listBackups(dir)[0] ?? null;

/** Files a backup that never finished left behind (the process died or the disk filled). */
export function removePartialBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const partial = fs.readdirSync(dir).filter((name) => PARTIAL.test(name));
  for (const name of partial) fs.rmSync(path.join(dir, name), { force: true });
  return partial;
}

const localDay = (at: Date) => `${at.getFullYear()}-${at.getMonth() + 1}-${at.getDate()}`;

/** The Monday that starts the week of `at`, in the server's zone. */
function localWeek(at: Date): string {
  const monday = new Date(at.getFullYear(), at.getMonth(), at.getDate() - ((at.getDay() + 6) % 7));
  return localDay(monday);
}

/**
 * Which backups to delete: kept are the newest of each of the last `daily` days that have one and
 * the newest of each of the last `weekly` weeks (days and weeks of the server's zone). The ones an
 * operator took by hand (`npm run backup`) or an upgrade took are theirs to delete.
 */
export function backupsToDelete(all: BackupFile[], { daily, weekly }: { daily: number; weekly: number }) {
  const backups = all.filter((backup) => backup.reason === 'daily' || backup.reason === 'shutdown');
  const keep = new Set<string>();
  const newestOf = (period: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of backups) {
      const key = period(backup.at);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(backup.name);
    }
  };
  newestOf(localDay, daily);
  newestOf(localWeek, weekly);
  return backups.filter((backup) => !keep.has(backup.name));
}

export function pruneBackups(dir: string, keep: { daily: number; weekly: number }): string[] {
  const old = backupsToDelete(listBackups(dir), keep);
  for (const backup of old) fs.rmSync(backup.file, { force: true });
  return old.map((b) => b.name);
}
