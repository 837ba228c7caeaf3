import { and, desc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import { mayRemoveEntry } from '../../../domain/family/baby-role';
import { firstDayOf, type ImportChild, startsBeforeBirth } from '../../../domain/imports/baby-match';
import {
  IMPORT_INLINE_ROWS,
  IMPORT_UNDO_DAYS,
  type ImportRow,
  type ImportSource,
  summarize,
  summaryDetails,
  summaryLine,
  type UnreadRow,
} from '../../../domain/imports/import-rows';
import type { Db } from '../../db/client';
import { appointments, babyMembers, dataImports, growthMeasurements } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { Background } from '../../platform/background';
import { notifyAgenda } from '../agenda/agenda.service';
import { findOwnBaby, roleFor } from '../babies/babies.service';
import { syncBabyCard } from '../growth/form-measurement.service';
import { type ImportJobDeps, newClaim, type StoredImport, workOnClaimed } from './import-jobs';
import { previewExpired } from './import-quotas';

export interface ImportDeps extends ImportJobDeps {
  background: Background;
}

/** An import without the rows it holds or the file it waits to read (megabytes, for a large one). */
const { rows: _rows, upload: _upload, ...viewColumns } = getTableColumns(dataImports);
type ImportRecord = Omit<StoredImport, 'rows' | 'upload'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const undoUntil = (i: ImportRecord) =>
  i.confirmedAt ? new Date(i.confirmedAt.getTime() + IMPORT_UNDO_DAYS * DAY_MS) : null;

/** An import as the API sends it: what was read, how far the writing went, and whether she may undo it. */
function importJson(i: ImportRecord, userId: string, role: 'responsavel' | 'cuidador' | null, now: Date) {
  const until = undoUntil(i);
  return {
    id: i.id,
    source: i.source,
    fileName: i.fileName,
    status: i.status,
    babyId: i.babyId,
    summary: i.summary,
    summaryLine: summaryLine(i.summary),
    summaryDetails: summaryDetails(i.summary),
    unread: i.unread,
    total: i.total,
    written: i.written,
    error: i.error,
    added: i.added,
    updated: i.updated,
    kept: i.kept,
    earlierImportAt: i.earlierImportAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
    confirmedAt: i.confirmedAt?.toISOString() ?? null,
    undoneAt: i.undoneAt?.toISOString() ?? null,
    undoUntil: until?.toISOString() ?? null,
    canUndo:
      (i.status === 'done' || i.status === 'failed') &&
      until !== null &&
      until.getTime() > now.getTime() &&
      role !== null &&
      mayRemoveEntry(role, i.userId, userId),
  };
}
export type ImportView = ReturnType<typeof importJson>;

/** Keeps what was read for the family to look at; nothing reaches a baby before she confirms. */
export async function createPreview(
  db: Db,
  userId: string,
  source: ImportSource,
  fileName: string,
  read: { rows: ImportRow[]; problems: UnreadRow[]; unreadCount: number; skipped: Record<string, number> },
  log: { timeZone: string; child: ImportChild | null },
  now: Date,
) {
  if (read.rows.length === 0 && read.unreadCount === 0)
    throw new AppError(source === 'babybuddy' ? 'babybuddy_empty' : 'import_empty');
  const summary = summarize(read.rows, read.problems);
  summary.naoEntendidas = read.unreadCount;
  summary.naoEntendidasPorMotivo = read.skipped;
  summary.firstDay = firstDayOf(read.rows, log.timeZone);
  summary.child = log.child;
  const [stored] = await db
    .insert(dataImports)
    .values({
      userId,
      source,
      fileName: fileName.slice(0, 200),
      summary,
      rows: read.rows,
      unread: read.problems,
      total: read.rows.length,
    })
    .returning(viewColumns);
  return importJson(stored!, userId, null, now);
}

const EMPTY_SUMMARY = summarize([], []);

/**
 * Keeps a large file to be read in the background: the family sees its progress, then its
 * preview. The answer comes at once; the job starts once it has gone out.
 */
export async function storeUpload(deps: ImportDeps, userId: string, fileName: string, bytes: Uint8Array, now: Date) {
  const claim = newClaim();
  const [stored] = await deps.db
    .insert(dataImports)
    .values({
      userId,
      source: 'huckleberry',
      fileName: fileName.slice(0, 200),
      status: 'reading',
      summary: EMPTY_SUMMARY,
      rows: [],
      unread: [],
      upload: Buffer.from(bytes),
      ...claim,
    })
    .returning(viewColumns);
  deps.background.run('import', () => workOnClaimed(deps, stored!.id, claim.claim));
  return importJson(stored!, userId, null, now);
}

/**
 * An import she may see: her own preview, or one written to a baby of her family. Anyone else's,
 * or none, is the same 404.
 */
async function findImport(db: Db, userId: string, importId: string) {
  if (!isUuid(importId)) throw new AppError('import_not_found');
  const [found] = await db.select(viewColumns).from(dataImports).where(eq(dataImports.id, importId));
  if (!found) throw new AppError('import_not_found');
  const role = found.babyId ? await roleFor(db, userId, found.babyId) : null;
  if (found.babyId ? role === null : found.userId !== userId) throw new AppError('import_not_found');
  return { found, role };
}

export async function getImport(db: Db, userId: string, importId: string, now: Date) {
  const { found, role } = await findImport(db, userId, importId);
  return importJson(found, userId, role, now);
}

/** Her previews and the imports of the babies of her families, newest first. */
export async function listImports(db: Db, userId: string, now: Date) {
  const rows = await db
    .select({ item: viewColumns, role: babyMembers.role })
    .from(dataImports)
    .leftJoin(babyMembers, and(eq(babyMembers.babyId, dataImports.babyId), eq(babyMembers.userId, userId)))
    .where(or(and(isNull(dataImports.babyId), eq(dataImports.userId, userId)), sql`${babyMembers.userId} is not null`))
    .orderBy(desc(dataImports.createdAt))
    .limit(20);
  // The list leaves out the rows and the unread lines: each import's own page has them.
  return rows.map(({ item, role }) => ({ ...importJson(item, userId, role, now), unread: [] as UnreadRow[] }));
}

/**
 * Writes a preview to the baby she picked: at once for a small file, in the background for a
 * large one (the screen follows `written`). A row already imported for this baby is skipped, so
 * the same file twice adds nothing.
 */
export async function confirmImport(
  deps: ImportDeps,
  userId: string,
  importId: string,
  choice: { babyId: string; beforeBirth?: boolean | undefined },
  now: Date,
  previewHours: number,
) {
  const { db } = deps;
  const { found } = await findImport(db, userId, importId);
  if (found.status !== 'preview') throw new AppError('import_confirmed');
  // Past its keeping, though the sweep has not deleted it yet (import-quotas.ts).
  if (previewExpired(found.createdAt, previewHours, now)) throw new AppError('import_expired', previewHours);
  const baby = await findOwnBaby(db, userId, choice.babyId);
  // Rows from before the baby was born are most likely another child's: she says so before anything is written.
  if (!choice.beforeBirth && startsBeforeBirth(found.summary.firstDay, baby.birthDate))
    throw new AppError('import_before_birth', found.summary.firstDay!, baby.name, baby.birthDate);
  const claim = newClaim();
  const [started] = await db
    .update(dataImports)
    .set({ status: 'running', babyId: baby.id, confirmedAt: now, ...claim })
    .where(and(eq(dataImports.id, found.id), eq(dataImports.status, 'preview')))
    .returning(viewColumns);
  // Confirmed twice at once: the other request writes it.
  if (!started) throw new AppError('import_confirmed');
  if (started.total > IMPORT_INLINE_ROWS) {
    deps.background.run('import', () => workOnClaimed(deps, started.id, claim.claim));
    return { import: importJson(started, userId, baby.role, now), background: true };
  }
  await workOnClaimed(deps, started.id, claim.claim);
  const { found: written } = await findImport(db, userId, started.id);
  return { import: importJson(written, userId, baby.role, now), background: false };
}

/**
 * "Desfazer importação": removes exactly the events and measurements this import added, within
 * 7 days of its confirmation; the person who imported or a Responsável may.
 */
export async function undoImport(deps: ImportDeps, userId: string, importId: string, now: Date) {
  const { db } = deps;
  const { found, role } = await findImport(db, userId, importId);
  if (found.status === 'preview' || (found.status === 'failed' && !found.confirmedAt)) {
    // A preview (or a file that could not be read) never reached a baby: "desfazer" simply forgets it.
    await db.delete(dataImports).where(eq(dataImports.id, found.id));
    return { removed: 0, import: null };
  }
  if (found.status === 'running' || found.status === 'reading') throw new AppError('import_running');
  if (found.status === 'undone') throw new AppError('import_undone');
  if (!role || !mayRemoveEntry(role, found.userId, userId)) throw new AppError('entry_not_yours');
  const until = undoUntil(found);
  if (!until || until.getTime() <= now.getTime()) throw new AppError('import_undo_expired');
  const result = await db.transaction(async (tx) => {
    const events = await tx
      .delete(appointments)
      .where(and(eq(appointments.importId, found.id), eq(appointments.babyId, found.babyId!)))
      .returning({ id: appointments.id });
    const measurements = await tx
      .delete(growthMeasurements)
      .where(and(eq(growthMeasurements.importId, found.id), eq(growthMeasurements.babyId, found.babyId!)))
      .returning({ id: growthMeasurements.id });
    const [undone] = await tx
      .update(dataImports)
      .set({ status: 'undone', undoneAt: now })
      .where(and(eq(dataImports.id, found.id), inArray(dataImports.status, ['done', 'failed'])))
      .returning(viewColumns);
    if (!undone) throw new AppError('import_undone');
    await syncBabyCard(tx, found.babyId!);
    return { removed: events.length + measurements.length, undone };
  });
  await notifyAgenda(deps, { babyId: found.babyId! });
  return { removed: result.removed, import: importJson(result.undone, userId, role, now) };
}
