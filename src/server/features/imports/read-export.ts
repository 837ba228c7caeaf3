import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CsvRecord } from '../../../domain/imports/csv';
import { huckleberryReader } from '../../../domain/imports/huckleberry';
import { exportRecordsOf } from './huckleberry-upload';

/** What reading an export gives: the rows to write, the ones to look at, and how many it could not read. */
export type ExportRead = ReturnType<ReturnType<typeof huckleberryReader>['result']>;

/** How far a read has gone: `read` of about `total` records. */
export interface ReadProgress {
  total: number;
  read: number;
}

/** A file to read, and the family's clock to read its times on. */
export interface ReadRequest {
  bytes: Uint8Array;
  timeZone: string;
  now: Date;
}

/** The refusals, in words, that reading a file may end with. */
export const READ_REFUSALS = ['import_not_huckleberry', 'import_too_many_rows', 'import_too_complex'] as const;
export type ReadRefusal = (typeof READ_REFUSALS)[number];

/** A read says how far it got after this many records. */
const PROGRESS_RECORDS = 2000;

/**
 * Reads a Huckleberry export (CSV or .xlsx) into its preview, saying how far it got as it goes.
 * Run in the import reader's own process (import-read-worker.ts), never in the server's: a turn of
 * the event loop after each report lets it go out at once.
 */
export async function readExport(
  { bytes, timeZone, now }: ReadRequest,
  progress: (done: ReadProgress) => void,
): Promise<ExportRead> {
  const { records, about } = exportRecordsOf(bytes);
  progress({ total: about, read: 0 });
  const reader = huckleberryReader(timeZone, now);
  let read = 0;
  for (let part = nextPart(records); part.length > 0; part = nextPart(records)) {
    reader.read(part);
    read += part.length;
    progress({ total: about, read });
    await nextTurn();
  }
  return reader.result();
}

function nextPart(records: Iterator<CsvRecord>): CsvRecord[] {
  const part: CsvRecord[] = [];
  while (part.length < PROGRESS_RECORDS) {
    const next = records.next();
    if (next.done) break;
    part.push(next.value);
  }
  return part;
}
