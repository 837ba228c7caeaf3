import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { errorMessage } from '../../../domain/errors';
import { firstDayOf } from '../../../domain/imports/baby-match';
import { IMPORT_BATCH_ROWS, IMPORT_MAX_LISTED, summarize } from '../../../domain/imports/import-rows';
import type { Db } from '../../db/client';
import { appointments, dataImports, growthMeasurements } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Background } from '../../platform/background';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/log';
import { createPoller } from '../../platform/poller';
import type { Realtime } from '../../platform/realtime/realtime';
import { notifyAgenda } from '../agenda/agenda.service';
import { syncBabyCard } from '../growth/form-measurement.service';
import { findProfile } from '../profile/profile.service';
import { deleteExpiredPreviews } from './import-quotas';
import type { ImportReader } from './import-read-pool';
import { eventColumns, rowHash, storedKey, updateChanged } from './import-updates';
import type { ExportRead, ReadProgress } from './read-export';

export interface ImportJobDeps {
  db: Db;
  realtime: Realtime;
  logger: Logger;
  clock: Clock;
  /** The process is stopping: the job leaves the rest, still claimed, for the next start. */
  background: Pick<Background, 'stopping'>;
  /** Reads a stored file in a process of its own. */
  importReader: Pick<ImportReader, 'read'>;
}

export type StoredImport = typeof dataImports.$inferSelect;

/**
 * How long a job's hold on an import lasts without news from it. Every part it reads or batch it
 * writes renews it; run out, the job's process is taken for dead and another one carries on.
 */
export const IMPORT_LEASE_SECONDS = 30;
/**
 * Jobs that may take on one step of an import (reading its file, or writing its rows) before it is
 * given up: a step that took its process down twice would take it down at every start.
 */
export const IMPORT_MAX_ATTEMPTS = 2;

const lease = () => sql`now() + make_interval(secs => ${IMPORT_LEASE_SECONDS})`;

/** The job lost its import to another process (its lease ran out): it stops without writing more. */
class ClaimLost extends Error {}
/** The process is stopping: the job stops between two steps, its import left to be carried on. */
class Stopping extends Error {}

const unlessStopping = (deps: ImportJobDeps) => {
  if (deps.background.stopping) throw new Stopping();
};

/** A new claim: the values that mark an import's new step as worked on by this job, from now. */
export const newClaim = () => ({ claim: randomUUID(), lockedUntil: lease(), attempts: 1 });

/** An import left `reading` or `running` by a job that is gone: its lease ran out, or it never had one. */
const abandoned = sql`status in ('reading', 'running') and (locked_until is null or locked_until < now())`;

/**
 * Takes an import abandoned with attempts left, oldest first, counting one more. FOR UPDATE SKIP
 * LOCKED: two processes looking at once take different ones.
 */
async function claimAbandoned(db: Db): Promise<StoredImport | null> {
  const claim = randomUUID();
  const result = await db.execute<{ id: string }>(sql`
    update data_imports set claim = ${claim}, locked_until = ${lease()}, attempts = attempts + 1
    where id = (
      select id from data_imports
      where ${abandoned} and attempts < ${IMPORT_MAX_ATTEMPTS}
      order by created_at
      limit 1
      for update skip locked)
    returning id`);
  const id = result.rows[0]?.id;
  if (!id) return null;
  const [item] = await db.select().from(dataImports).where(eq(dataImports.id, id));
  return item ?? null;
}

/**
 * Ends the imports abandoned with no attempt left as `failed`: a file, with why in words; a
 * writing, with what it wrote kept, undoable. Never tried again, so a file that takes the process
 * down cannot do it at every start.
 */
async function giveUpAbandoned(db: Db): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    update data_imports set
      status = 'failed',
      error = case when status = 'reading' then ${errorMessage('import_too_complex')} end,
      upload = null, claim = null, locked_until = null
    where ${abandoned} and attempts >= ${IMPORT_MAX_ATTEMPTS}
    returning id`);
  return result.rows.map((row) => row.id);
}

/**
 * With one process on the database (the embedded one, kept to one app by DATA_DIR's lock), an import
 * still held at start was held by a process that is gone: there is no need to wait for its lease.
 */
export async function releaseImportLeases(db: Db) {
  await db.execute(sql`update data_imports set locked_until = null where status in ('reading', 'running')`);
}

/**
 * Works on an import just claimed by a request, loading what it holds (its file or its rows) here
 * rather than in the request: for 20,000 rows, megabytes the answer does not need.
 */
export async function workOnClaimed(deps: ImportJobDeps, id: string, claim: string): Promise<StoredImport | null> {
  const [item] = await deps.db
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.id, id), eq(dataImports.claim, claim)));
  return item ? workOn(deps, item) : null;
}

/** Carries on with an import this job holds: reads its file, or writes its rows. */
export async function workOn(deps: ImportJobDeps, item: StoredImport): Promise<StoredImport> {
  try {
    return item.status === 'reading' ? await readUpload(deps, item) : await writeRows(deps, item);
  } catch (error) {
    if (error instanceof ClaimLost) {
      deps.logger.warn('import taken over by another process', { importId: item.id });
      return item;
    }
    if (error instanceof Stopping) {
      // A stop is no fault of the import's: the attempt is given back.
      await deps.db
        .update(dataImports)
        .set({ attempts: sql`${dataImports.attempts} - 1` })
        .where(and(eq(dataImports.id, item.id), eq(dataImports.claim, item.claim!)));
      deps.logger.info('import left for the next start', { importId: item.id });
      return item;
    }
    deps.logger.error('import failed', { importId: item.id, error });
    // A file that cannot be read says why; a write that stopped keeps what it wrote, undoable.
    const [failed] = await deps.db
      .update(dataImports)
      .set({
        status: 'failed',
        upload: null,
        claim: null,
        lockedUntil: null,
        error:
          item.status === 'reading'
            ? error instanceof AppError
              ? error.message
              : 'Não foi possível ler o arquivo. Tente enviá-lo de novo.'
            : null,
      })
      .where(and(eq(dataImports.id, item.id), eq(dataImports.claim, item.claim!)))
      .returning();
    return failed ?? item;
  }
}

/** Renews the job's lease with its progress; another process holding the import stops it. */
async function report(
  db: Pick<Db, 'update'>,
  item: StoredImport,
  values: {
    total?: number;
    written?: number;
    added?: SQL;
    updated?: SQL;
    kept?: SQL;
    unread?: SQL;
    earlierImportAt?: SQL;
  },
) {
  const [held] = await db
    .update(dataImports)
    .set({ ...values, lockedUntil: lease() })
    .where(and(eq(dataImports.id, item.id), eq(dataImports.claim, item.claim!)))
    .returning({ id: dataImports.id });
  if (!held) throw new ClaimLost();
}

/**
 * Keeps the job's lease while its file is read in the reader's process: at each progress heard,
 * and every third of the lease meanwhile (the read may wait its turn behind others). `end` says
 * whether it held: a lost claim, or a failed renewal, is thrown there.
 */
function keepLease(db: Db, item: StoredImport) {
  let values: { total?: number; written?: number } = {};
  let renewing = Promise.resolve();
  let failure: unknown = null;
  const renew = () => {
    const latest = values;
    renewing = renewing
      .then(() => report(db, item, latest))
      .catch((error) => {
        failure ??= error;
      });
  };
  const timer = setInterval(renew, (IMPORT_LEASE_SECONDS * 1000) / 3);
  return {
    progress({ total, read }: ReadProgress) {
      values = { total, written: read };
      renew();
    },
    async end() {
      clearInterval(timer);
      await renewing;
      if (failure) throw failure;
    },
  };
}

/**
 * Reads a stored Huckleberry file into its preview in the import reader's process (its own heap,
 * a deadline): a file that runs it out of memory or time fails alone, with why in words.
 */
async function readUpload(deps: ImportJobDeps, item: StoredImport): Promise<StoredImport> {
  const { db } = deps;
  if (!item.upload) throw new Error('import has no file to read');
  const profile = await findProfile(db, item.userId!);
  const request = { bytes: item.upload, timeZone: profile?.timeZone ?? 'America/Sao_Paulo', now: deps.clock.now() };
  const lease = keepLease(db, item);
  let read: ExportRead;
  try {
    read = await deps.importReader.read(request, { progress: lease.progress });
  } catch (error) {
    // The process is stopping (the reader closed): the file is read again at the next start.
    unlessStopping(deps);
    throw error;
  } finally {
    await lease.end();
  }
  if (read.rows.length === 0 && read.unreadCount === 0) throw new AppError('import_empty');
  const summary = summarize(read.rows, read.problems);
  summary.naoEntendidas = read.unreadCount;
  summary.naoEntendidasPorMotivo = read.skipped;
  summary.firstDay = firstDayOf(read.rows, request.timeZone);
  summary.child = null;
  const [preview] = await db
    .update(dataImports)
    .set({
      status: 'preview',
      summary,
      rows: read.rows,
      unread: read.problems,
      total: read.rows.length,
      written: 0,
      upload: null,
      claim: null,
      lockedUntil: null,
      attempts: 0,
    })
    .where(and(eq(dataImports.id, item.id), eq(dataImports.claim, item.claim!)))
    .returning();
  if (!preview) throw new ClaimLost();
  return preview;
}

/**
 * When the earliest other import that brought one of these rows to this baby was confirmed, or the
 * date already found (a row skipped twice, or by a job carried on, keeps the first answer).
 */
const earliestImportOf = (
  babyId: string,
  importId: string,
  keys: string[],
) => sql`coalesce(${dataImports.earlierImportAt}, (
  select min(earlier.confirmed_at) from ${dataImports} earlier
  where earlier.id <> ${importId} and earlier.id in (
    select import_id from ${appointments} where baby_id = ${babyId} and import_key in ${keys}
    union all
    select import_id from ${growthMeasurements} where baby_id = ${babyId} and import_key in ${keys}
  )
))`;

/**
 * Writes an import's rows to its baby in batches, one transaction each, from where it was: a batch
 * and its progress commit together, so a job that stops between two batches is carried on from
 * `written` by the next. A row already imported for this baby is skipped (its key is taken), so
 * nothing is written twice.
 */
async function writeRows(deps: ImportJobDeps, item: StoredImport): Promise<StoredImport> {
  const { db } = deps;
  const babyId = item.babyId!;
  let written = item.written;
  for (let start = written; start < item.rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = item.rows.slice(start, start + IMPORT_BATCH_ROWS);
    await db.transaction(async (tx) => {
      const events = batch.flatMap((row) =>
        'event' in row
          ? [
              {
                userId: item.userId,
                babyId,
                ...eventColumns(row.event),
                importId: item.id,
                importKey: storedKey(item.source, row.key),
                importHash: rowHash(row),
                importVersion: 1,
              },
            ]
          : [],
      );
      const measurements = batch.flatMap((row) =>
        'measurement' in row
          ? [
              {
                babyId,
                recordedBy: item.userId,
                ...row.measurement,
                importId: item.id,
                importKey: storedKey(item.source, row.key),
                importHash: rowHash(row),
              },
            ]
          : [],
      );
      const insertedEvents = events.length
        ? await tx
            .insert(appointments)
            .values(events)
            .onConflictDoNothing({ target: [appointments.babyId, appointments.importKey] })
            .returning({ key: appointments.importKey })
        : [];
      const insertedMeasurements = measurements.length
        ? await tx
            .insert(growthMeasurements)
            .values(measurements)
            .onConflictDoNothing({ target: [growthMeasurements.babyId, growthMeasurements.importKey] })
            .returning({ key: growthMeasurements.importKey })
        : [];
      const inserted = new Set([...insertedEvents, ...insertedMeasurements].map((row) => row.key));
      const skipped = [...events, ...measurements].map((row) => row.importKey).filter((key) => !inserted.has(key));
      // Rows already here: those changed in the other app since are updated, unless she edited them.
      const known = batch.filter((row) => !inserted.has(storedKey(item.source, row.key)));
      const { updated, kept } = await updateChanged(tx, item.source, babyId, known);
      await report(tx, item, {
        written: start + batch.length,
        added: sql`${dataImports.added} + ${inserted.size}`,
        ...(updated > 0 && { updated: sql`${dataImports.updated} + ${updated}` }),
        ...(kept.length > 0 && {
          kept: sql`${dataImports.kept} + ${kept.length}`,
          unread: sql`jsonb_path_query_array(${dataImports.unread} || ${JSON.stringify(kept)}::jsonb, ${`$[0 to ${IMPORT_MAX_LISTED - 1}]`}::jsonpath)`,
        }),
        ...(skipped.length > 0 && { earlierImportAt: earliestImportOf(babyId, item.id, skipped) }),
      });
    });
    written = start + batch.length;
    await nextTurn();
    unlessStopping(deps);
  }
  const done = await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(dataImports)
      .set({ status: 'done', rows: [], written, claim: null, lockedUntil: null })
      .where(and(eq(dataImports.id, item.id), eq(dataImports.claim, item.claim!)))
      .returning();
    if (!ended) throw new ClaimLost();
    // The baby's card shows her latest weight and length: an imported one may be it.
    await syncBabyCard(tx, babyId);
    return ended;
  });
  await notifyAgenda(deps, { babyId });
  return done;
}

/**
 * Looks, every `pollMs`, for imports whose job is gone (a process stopped or killed part way) and
 * carries them on: a file is read again from the start, rows are written from where they stopped.
 * Previews nobody confirmed within `previewHours` are deleted on the way.
 */
export function createImportResumer(deps: ImportJobDeps & { previewHours: number }, pollMs = 10_000) {
  return createPoller({
    name: 'import resumer',
    pollMs,
    logger: deps.logger,
    pass: async () => {
      const expired = await deleteExpiredPreviews(deps.db, deps.previewHours, deps.clock.now());
      if (expired > 0) deps.logger.info('import previews expired', { count: expired });
      for (const importId of await giveUpAbandoned(deps.db)) deps.logger.error('import given up', { importId });
      for (let item = await claimAbandoned(deps.db); item; item = await claimAbandoned(deps.db)) {
        deps.logger.info('import resumed', { importId: item.id, status: item.status, written: item.written });
        await workOn(deps, item);
      }
    },
  });
}
