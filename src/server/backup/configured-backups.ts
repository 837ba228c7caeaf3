import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../platform/log';
import { createBackupService } from './backup-service';
import { createOffsiteCopy } from './offsite-copy';

/** The backup service as the configuration sets it up: the app's and `npm run backup`'s alike. */
export function createConfiguredBackups(config: Config, database: Database, logger: Logger) {
  return createBackupService({
    db: database.db,
    url: database.url,
    dataDir: config.DATA_DIR,
    mediaDir: config.S3_BUCKET ? null : path.join(config.DATA_DIR, 'media'),
    hour: config.BACKUP_HOUR,
    keep: { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY },
    logger,
    afterBackup: createOffsiteCopy(config),
  });
}
