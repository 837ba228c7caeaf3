import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BackupReason } from './backup-archive';
import { backupName, backupsToDelete, listBackups, removePartialBackups } from './backup-files';
import { msUntilHour } from './backup-service';

/** A backup taken at a local time of the server's zone. */
const at = (day: number, hour: number, reason: BackupReason = 'daily') => {
  const taken = new Date(2026, 10, day, hour, 0, 0);
  return { file: '', name: backupName(taken, reason), at: taken, reason, size: 1 };
};

describe('backup retention', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // Daily at 03:00 from 1 to 30 November 2026, and a shutdown on the 30th at 10:00.
    const backups = [at(30, 10, 'shutdown'), ...Array.from({ length: 30 }, (_, i) => at(30 - i, 3))];
    const deleted = new Set(backupsToDelete(backups, { daily: 7, weekly: 4 }).map((b) => b.name));
    const kept = backups.filter((b) => !deleted.has(b.name)).map((b) => `${b.at.getDate()} ${b.reason}`);
    // The 30th is a Monday: the weeks are those of the 30th, the 23rd, the 16th and the 9th (Mondays),
    // each kept by its newest backup; the days are the 30th (its shutdown) back to the 24th.
    expect(kept).toEqual([
      '30 shutdown',
      '29 daily',
      '28 daily',
      '27 daily',
      '26 daily',
      '25 daily',
      '24 daily',
      '22 daily',
      '15 daily',
    ]);
  });

  it('never deletes a backup an operator took by hand', () => {
    const backups = [at(30, 3), at(2, 12, 'manual'), at(1, 3)];
    expect(backupsToDelete(backups, { daily: 1, weekly: 0 }).map((b) => b.name)).toEqual([backups[2]!.name]);
  });
});

describe('backup files', () => {
  it('lists complete backups newest first and removes partial ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-backup-files-'));
    try {
      const older = backupName(new Date('2026-11-25T03:00:00Z'), 'daily');
      const newer = backupName(new Date('2026-11-26T03:00:00Z'), 'daily');
      for (const name of [older, newer, `${backupName(new Date(), 'manual')}.partial`, 'notes.txt']) {
        fs.writeFileSync(path.join(dir, name), 'x');
      }
      expect(listBackups(dir).map((b) => b.name)).toEqual([newer, older]);
      expect(removePartialBackups(dir)).toHaveLength(1);
      expect(fs.readdirSync(dir).sort()).toEqual([older, newer, 'notes.txt'].sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the daily hour', () => {
  it('is later today before the hour and tomorrow after it', () => {
    expect(msUntilHour(new Date(2026, 10, 26, 1, 30), 3)).toBe(90 * 60_000);
    expect(msUntilHour(new Date(2026, 10, 26, 3, 0), 3)).toBe(24 * 3_600_000);
  });
});
