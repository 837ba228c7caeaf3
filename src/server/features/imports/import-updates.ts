import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type ImportedEvent,
  type ImportedMeasurement,
  type ImportRow,
  type ImportSource,
  KEPT_AS_EDITED,
  type UnreadRow,
} from '../../../domain/imports/import-rows';
import type { Db } from '../../db/client';
import { appointments, growthMeasurements } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The source row's key as stored: a hash, so a long note does not make a long index entry. */
export const storedKey = (source: ImportSource, key: string) =>
  `${source}:${createHash('sha256').update(key).digest('base64url')}`;

/** JSON with its keys in order, so the same values hash the same after a trip through jsonb. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
};
const hashOf = (value: ImportedEvent | ImportedMeasurement) =>
  createHash('sha256').update(canonical(value)).digest('base64url');

/**
 * A hash of what the import read from a source row, not of the row as the other app sends it: a
 * field Lumma does not read changing there is no change here.
 */
export const rowHash = (row: ImportRow) => hashOf('event' in row ? row.event : row.measurement);

/** An event's columns as an import writes them. */
export const eventColumns = (event: ImportedEvent) => ({
  type: event.type,
  title: event.title,
  description: event.notes,
  appointmentDate: new Date(event.occurredAt),
  ...event.details,
  endedAt: event.details.endedAt ? new Date(event.details.endedAt) : null,
});

const keptRow = (row: ImportRow): UnreadRow => ({
  line: row.line,
  text: row.label ?? `Linha ${row.line}`,
  reason: KEPT_AS_EDITED,
  imported: true,
});

/**
 * Rows an earlier import brought to this baby that have changed in the other app since: each is
 * updated to what it reads now, unless the family edited it in Lumma since it was imported (an
 * event's version moved past the one the import wrote; a measurement's values no longer hash as
 * written), which keeps hers and lists it once: the hash read is kept, so the next import of the
 * same row says nothing more. A row unchanged there is not touched (no new version).
 * A row imported before hashes were kept gets the hash it reads now, and nothing else: whether
 * it was edited since cannot be told.
 */
export async function updateChanged(tx: Tx, source: ImportSource, babyId: string, rows: ImportRow[]) {
  const byKey = new Map(rows.map((row) => [storedKey(source, row.key), row]));
  const keys = [...byKey.keys()];
  let updated = 0;
  const kept: UnreadRow[] = [];
  if (keys.length === 0) return { updated, kept };
  const events = await tx
    .select({
      id: appointments.id,
      key: appointments.importKey,
      hash: appointments.importHash,
      version: appointments.version,
      importVersion: appointments.importVersion,
    })
    .from(appointments)
    .where(and(eq(appointments.babyId, babyId), inArray(appointments.importKey, keys)));
  for (const stored of events) {
    const row = byKey.get(stored.key!)!;
    if (!('event' in row)) continue;
    const hash = rowHash(row);
    if (stored.hash === hash) continue;
    if (stored.hash === null) {
      await tx.update(appointments).set({ importHash: hash }).where(eq(appointments.id, stored.id));
      continue;
    }
    if (stored.version > (stored.importVersion ?? 1)) {
      kept.push(keptRow(row));
      await tx.update(appointments).set({ importHash: hash }).where(eq(appointments.id, stored.id));
      continue;
    }
    const [changed] = await tx
      .update(appointments)
      .set({
        ...eventColumns(row.event),
        importHash: hash,
        version: sql`${appointments.version} + 1`,
        importVersion: sql`${appointments.version} + 1`,
      })
      // At the version read: an edit of hers arriving meanwhile wins.
      .where(and(eq(appointments.id, stored.id), eq(appointments.version, stored.version)))
      .returning({ id: appointments.id });
    if (changed) updated += 1;
    else kept.push(keptRow(row));
  }
  const measurements = await tx
    .select()
    .from(growthMeasurements)
    .where(and(eq(growthMeasurements.babyId, babyId), inArray(growthMeasurements.importKey, keys)));
  for (const stored of measurements) {
    const row = byKey.get(stored.importKey!)!;
    if (!('measurement' in row)) continue;
    const hash = rowHash(row);
    if (stored.importHash === hash) continue;
    if (stored.importHash === null) {
      await tx.update(growthMeasurements).set({ importHash: hash }).where(eq(growthMeasurements.id, stored.id));
      continue;
    }
    const { measuredOn, weightKg, lengthCm, position, headCm } = stored;
    if (hashOf({ measuredOn, weightKg, lengthCm, position, headCm }) !== stored.importHash) {
      kept.push(keptRow(row));
      await tx.update(growthMeasurements).set({ importHash: hash }).where(eq(growthMeasurements.id, stored.id));
      continue;
    }
    await tx
      .update(growthMeasurements)
      .set({ ...row.measurement, importHash: hash })
      .where(eq(growthMeasurements.id, stored.id));
    updated += 1;
  }
  return { updated, kept };
}
