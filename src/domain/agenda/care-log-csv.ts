/**
 * The care log as a spreadsheet file. `;` separates fields, as a spreadsheet set to Portuguese
 * (Brazil) expects: its decimal mark is the comma, so its list separator is the semicolon, and a
 * comma-separated file would open as one column. The byte-order mark makes it read UTF-8, so
 * "Cocô" and "Fórmula" keep their accents.
 */
export const CSV_SEPARATOR = ';';
export const BOM = '\uFEFF';

/** A text a spreadsheet would run as a formula ("=HYPERLINK(...)") is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export type CsvRow = (string | number | null)[];

/** One line of the file, its line break included. */
export const csvLine = (row: CsvRow) => `${row.map(csvField).join(CSV_SEPARATOR)}\r\n`;

/**
 * The file, a page of rows at a time, for a download written as it is read. The header comes with
 * the first page, so that nothing is written before the first rows could be read.
 */
export async function* csvChunks(header: string[], pages: AsyncIterable<CsvRow[]>): AsyncGenerator<string> {
  let head = `${BOM}${csvLine(header)}`;
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    yield `${head}${rows.map(csvLine).join('')}`;
    head = '';
  }
  if (head) yield head;
}
