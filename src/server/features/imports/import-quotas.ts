import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataImports } from '../../db/schema';
import { AppError } from '../../http/app-error';

export interface ImportQuotas {
  atOnce: number;
  perDay: number;
  keptBytes: number;
  previewHours: number;
}

const HOUR_MS = 3_600_000;

/**
 * What one account may start: so many imports at once, so many a day, and so many bytes kept in
 * files waiting to be read and previews not confirmed (the probe of 2026-11-28 kept 12 × 5 MB in
 * 41 s). Checked before a file or a Baby Buddy account is read; the refusal says why, in words.
 * `othersUnderWay` counts her requests this process is still receiving or reading that have no row
 * yet (`ImportGate`), read once the database has answered, so that a row written meanwhile is
 * counted once.
 */
export async function checkImportQuota(
  db: Db,
  userId: string,
  quotas: ImportQuotas,
  now: Date,
  othersUnderWay: () => number,
) {
  const mine = eq(dataImports.userId, userId);
  const [counts] = await db
    .select({
      running: sql<number>`count(*) filter (where ${inArray(dataImports.status, ['reading', 'running'])})::int`,
      today: sql<number>`count(*) filter (where ${gte(dataImports.createdAt, new Date(now.getTime() - 24 * HOUR_MS))})::int`,
      // The rows' text, not their stored size: the database compresses them, a reader holds them whole.
      kept: sql<string>`coalesce(sum(coalesce(octet_length(${dataImports.upload}), 0) + octet_length(${dataImports.rows}::text)) filter (where ${inArray(dataImports.status, ['reading', 'preview'])}), 0)`,
    })
    .from(dataImports)
    .where(mine);
  if (counts!.running + othersUnderWay() >= quotas.atOnce) throw new AppError('import_busy', quotas.atOnce);
  if (counts!.today >= quotas.perDay) throw new AppError('import_daily_limit', quotas.perDay);
  if (Number(counts!.kept) >= quotas.keptBytes) throw new AppError('import_kept_too_large', quotas.previewHours);
}

/** Whether a preview made at `createdAt` is past its keeping. */
export const previewExpired = (createdAt: Date, previewHours: number, now: Date) =>
  now.getTime() - createdAt.getTime() >= previewHours * HOUR_MS;

/** Deletes the previews nobody confirmed in time (never written to a baby: nothing else goes with them). */
export async function deleteExpiredPreviews(db: Db, previewHours: number, now: Date): Promise<number> {
  const deleted = await db
    .delete(dataImports)
    .where(
      and(
        eq(dataImports.status, 'preview'),
        isNull(dataImports.babyId),
        lt(dataImports.createdAt, new Date(now.getTime() - previewHours * HOUR_MS)),
      ),
    )
    .returning({ id: dataImports.id });
  return deleted.length;
}
