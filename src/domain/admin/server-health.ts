/** A last backup older than this turns the dashboard red: the daily one was missed. */
export const BACKUP_STALE_AFTER_HOURS = 26;
/** Free space under DATA_DIR below this share of the disk turns the dashboard red. */
export const LOW_FREE_SPACE_PERCENT = 10;

export function isBackupStale(takenAt: Date | null, now: Date): boolean {
  return takenAt === null || now.getTime() - takenAt.getTime() > BACKUP_STALE_AFTER_HOURS * 3_600_000;
}

export function freePercent(freeBytes: number, totalBytes: number): number {
  return totalBytes > 0 ? (freeBytes / totalBytes) * 100 : 0;
}

export const isFreeSpaceLow = (freeBytes: number, totalBytes: number) =>
  freePercent(freeBytes, totalBytes) < LOW_FREE_SPACE_PERCENT;

/** "1,5 GB", "820 MB", "12 kB": a size as the back office reads it. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[unit]}`;
}
