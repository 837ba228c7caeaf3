import type { AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type KeysetPage, keysetPages } from '../../db/keyset-pages';
import { jsonChunks, StreamedRows } from '../../http/streamed-json';

/**
 * One feature's part of "Baixar meus dados": everything it keeps about the user. Each feature
 * exports its own and app.ts lists them, so a new table cannot be left out by another file. A part
 * that grows with her history is `pagedRows`, read and written a page at a time.
 */
export interface DataExporter {
  name: string;
  collect(db: Db, userId: string): Promise<unknown>;
}

/** Rows in `order` (ending with the primary key), one page per `readPage`, for a part of the export. */
export const pagedRows = <Row>(
  order: AnyColumn[],
  readPage: (page: KeysetPage) => Promise<{ row: Row; key: string[] }[]>,
  options?: { newestFirst?: boolean },
) => new StreamedRows(keysetPages(order, readPage, options));

/**
 * The whole export as the JSON `{ app, exportedAt, data: { <part>: ... } }`, written as it is
 * read: each part is collected when its turn comes, and its paged rows a page at a time. Nothing
 * is written before the first part is read.
 */
export async function* dataExportJson(db: Db, userId: string, exporters: DataExporter[], exportedAt: Date) {
  const before = `{"app":"Lumma","exportedAt":${JSON.stringify(exportedAt.toISOString())},"data":{`;
  let written = false;
  for (const exporter of exporters) {
    const part = await exporter.collect(db, userId);
    if (part === undefined) continue;
    yield `${written ? ',' : before}${JSON.stringify(exporter.name)}:`;
    written = true;
    yield* jsonChunks(part);
  }
  yield written ? '}}' : `${before}}}`;
}
