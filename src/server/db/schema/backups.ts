import { sql } from 'drizzle-orm';
import { bigint, boolean, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The backups the app took (src/server/backup), whichever process took them: the admin dashboard
 * shows the last one, and the processes of one database take one daily backup between them.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: ['daily', 'shutdown', 'manual', 'upgrade'] }).notNull(),
    /** The server's day a daily backup stands for; null for the others. */
    day: date('day'),
    file: text('file').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    withMedia: boolean('with_media').notNull().default(false),
  },
  (t) => [uniqueIndex('backup_runs_daily_day_idx').on(t.day).where(sql`${t.reason} = 'daily'`)],
);
