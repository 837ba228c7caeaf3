import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type CsvRecord, csvRecordsOf } from '../../../domain/imports/csv';
import { isHuckleberryHeader } from '../../../domain/imports/huckleberry';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../domain/imports/import-rows';
import { AppError, errorResponse } from '../../http/app-error';
import { isZip, xlsxRecordsOf } from './xlsx-records';

/** Refuses a file over the limit before it is read (multipart adds a little to the file itself). */
export const importBodyLimit = (): MiddlewareHandler =>
  bodyLimit({ maxSize: IMPORT_MAX_BYTES + 64 * 1024, onError: (c) => errorResponse(c, 'import_too_large') });

/** The `file` field of the upload: its name and its bytes, not read yet. */
export async function receiveUpload(c: Context): Promise<{ fileName: string; bytes: Uint8Array }> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body.file;
  if (!(file instanceof File)) throw new AppError('import_no_file');
  if (file.size > IMPORT_MAX_BYTES) throw new AppError('import_too_large');
  // A control character (a NUL: the database refuses it in text) is no part of a name she reads.
  const fileName = file.name.replace(/\p{Cc}/gu, '').trim() || 'huckleberry.csv';
  return { fileName, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * The export's records, header left out, one at a time, and about how many there are (the CSV's
 * line breaks: a note may hold one; the .xlsx's rows). The header is checked at once, the row
 * limit as they come.
 */
export function exportRecordsOf(bytes: Uint8Array): { records: Iterator<CsvRecord>; about: number } {
  const { records, about } = isZip(bytes) ? xlsxRecordsOf(bytes) : csvOf(bytes);
  const header = records.next();
  if (header.done || !isHuckleberryHeader(header.value.cells)) throw new AppError('import_not_huckleberry');
  return { records: limited(records), about: Math.max(0, about - 1) };
}

function csvOf(bytes: Uint8Array): { records: Iterator<CsvRecord>; about: number } {
  let breaks = 0;
  for (const byte of bytes) if (byte === 10) breaks += 1;
  return {
    records: csvRecordsOf(new TextDecoder('utf-8').decode(bytes)),
    about: Math.min(breaks + 1, IMPORT_MAX_ROWS + 1),
  };
}

function* limited(records: Iterator<CsvRecord>): Generator<CsvRecord> {
  let count = 0;
  for (let next = records.next(); !next.done; next = records.next()) {
    count += 1;
    if (count > IMPORT_MAX_ROWS) throw new AppError('import_too_many_rows');
    // A NUL is no text a mother typed, and the database refuses it in text and JSON.
    yield { ...next.value, cells: next.value.cells.map((cell) => cell.replaceAll('\u0000', '')) };
  }
}
