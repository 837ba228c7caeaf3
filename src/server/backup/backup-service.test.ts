import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { silentLogger } from '../platform/log';
import { openTestDatabase } from '../test/test-database';
import { listBackups } from './backup-files';
import { createBackupService, lastBackupRun } from './backup-service';
import { serverHealth } from './server-health';

describe('the daily backup of one database served by several processes', () => {
  let database: Database;
  let work: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-backup-service-'));
  });
  afterAll(async () => {
    await database?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  const processWith = (name: string) =>
    createBackupService({
      db: database.db,
      url: database.url,
      dataDir: path.join(work, name),
      mediaDir: null,
      hour: 3,
      keep: { daily: 7, weekly: 4 },
      logger: silentLogger,
    });

  it('is taken by one process only, once a day, and the back office sees it', async () => {
    const [a, b] = [processWith('a'), processWith('b')];
    const health = await serverHealth(database.db, work, new Date());
    expect(health.lastBackup).toBeNull();
    expect(health.backupStale).toBe(true);

    // Both fire at the same hour; the advisory lock lets one through, the other skips.
    const taken = await Promise.all([a.backUp('daily', { wait: false }), b.backUp('daily', { wait: false })]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    // The loser, trying again once the winner is done, finds today's backup already taken.
    expect(await a.backUp('daily', { wait: false })).toBeNull();
    expect(await b.backUp('daily', { wait: false })).toBeNull();
    expect([...listBackups(a.dir), ...listBackups(b.dir)]).toHaveLength(1);

    const last = await lastBackupRun(database.db);
    expect(last?.reason).toBe('daily');
    const after = await serverHealth(database.db, work, new Date());
    expect(after.lastBackup?.sizeBytes).toBeGreaterThan(0);
    expect(after.backupStale).toBe(false);
    expect(after.disk.totalBytes).toBeGreaterThan(after.disk.freeBytes);
    expect(after.backupsByOperator).toBe(false);
  });

  it("names no backup as late when the database's operator keeps them (BACKUPS=off)", async () => {
    const health = await serverHealth(database.db, work, new Date('2030-01-01T12:00:00Z'), { appBackups: false });
    expect(health.backupsByOperator).toBe(true);
    expect(health.backupStale).toBe(false);
    const kept = await serverHealth(database.db, work, new Date('2030-01-01T12:00:00Z'));
    expect(kept.backupStale).toBe(true);
  });
});
