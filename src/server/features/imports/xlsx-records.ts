import { inflateRawSync } from 'node:zlib';
import type { CsvRecord } from '../../../domain/imports/csv';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../domain/imports/import-rows';
import { AppError } from '../../http/app-error';

/**
 * The first sheet of an .xlsx (a zip of XML) as records of cells, like the CSV reader's. Every
 * limit is checked before what it bounds is allocated, so a small file cannot make a large read
 * (a 518-byte probe's one cell at column 2x10^8 once ran the server out of memory):
 * - at most 1,000 zip entries;
 * - a part inflated to at most 16 MB: a 20,000-row export's sheet is 4.3 MB (huckleberryMonths
 *   written as the fixture's .xlsx), and Excel's own attributes and long notes can add as much again;
 * - a cell at most in column 64 (Huckleberry's export has 9);
 * - at most 20,001 rows (the header and IMPORT_MAX_ROWS), counted as they are found;
 * - at most one shared string per cell of 9 columns of those rows, each at most 10,000 characters;
 * - at most as many characters in all cells as the largest CSV may hold (5 MB): a shared string is
 *   written once and may be named by every cell, so the cells' text is counted where it is used.
 */
const MAX_ENTRIES = 1000;
const MAX_PART_BYTES = 16 * 1024 * 1024;
const MAX_COLUMNS = 64;
const MAX_SHEET_ROWS = IMPORT_MAX_ROWS + 1;
const MAX_SHARED_STRINGS = MAX_SHEET_ROWS * 9;
const MAX_CELL_CHARS = 10_000;
const MAX_TEXT_CHARS = IMPORT_MAX_BYTES;

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

function zipEntries(zip: Buffer): Map<string, Entry> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i -= 1) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new AppError('import_not_huckleberry');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES) throw new AppError('import_not_huckleberry');
  const entries = new Map<string, Entry>();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new AppError('import_not_huckleberry');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.set(zip.toString('utf8', at + 46, at + 46 + nameLength), {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A part of the zip, inflated; null when the zip has none of that name. */
function readPart(zip: Buffer, entries: Map<string, Entry>, name: string): Buffer | null {
  const entry = entries.get(name);
  if (!entry) return null;
  const local = entry.offset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw new AppError('import_not_huckleberry');
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  // The size the zip declares may lie: the inflating itself stops at the limit.
  if (entry.size > MAX_PART_BYTES) throw new AppError('import_too_complex');
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new AppError('import_not_huckleberry');
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES });
  } catch (error) {
    throw new AppError(error instanceof RangeError ? 'import_too_complex' : 'import_not_huckleberry');
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** A character reference's character; one past Unicode (`&#99999999;`) is the replacement character. */
const referenced = (code: number) => (code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd');
const xmlText = (text: string) => {
  // The XML's characters bound the text's (an entity is longer than its character).
  if (text.length > MAX_CELL_CHARS) throw new AppError('import_too_complex');
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
    name[0] === '#'
      ? referenced(name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : ENTITIES[name.toLowerCase()]!,
  );
};
const textOf = (xml: string) =>
  xmlText([...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => m[1]!).join(''));

/** The column of a cell reference ("H12" is 7), refused past MAX_COLUMNS before it is counted further. */
const columnIndex = (ref: string) => {
  const letters = /^[A-Z]*/.exec(ref)![0] || 'A';
  let index = 0;
  for (const ch of letters) {
    index = index * 26 + ch.charCodeAt(0) - 64;
    if (index > MAX_COLUMNS) throw new AppError('import_not_huckleberry');
  }
  return index - 1;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An Excel serial day (days since 1899-12-30, the time as its fraction) as "YYYY-MM-DD HH:MM". */
export function serialToWallTime(serial: number): string {
  const ms = Math.round((serial * 86_400_000) / 60_000) * 60_000 + Date.UTC(1899, 11, 30);
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
/** A fraction of a day (a duration Excel keeps as a time) as "HH:MM". */
const fractionToDuration = (fraction: number) => {
  const minutes = Math.round(fraction * 24 * 60);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/** Whether the bytes are a zip (an .xlsx), by its first four bytes. */
export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/** The shared strings' texts, refused past MAX_SHARED_STRINGS as they are found. */
function sharedStrings(part: Buffer | null): string[] {
  const shared: string[] = [];
  if (!part) return shared;
  for (const item of part.toString('utf8').matchAll(/<si>([\s\S]*?)<\/si>/g)) {
    if (shared.length === MAX_SHARED_STRINGS) throw new AppError('import_too_complex');
    shared.push(textOf(item[1]!));
  }
  return shared;
}

/** Whether the byte after a `<row` ends its name (not `<rowBreaks`). */
const endsName = (byte: number | undefined) => byte === 0x20 || byte === 0x3e || byte === 0x2f || byte === 0x0a;

/**
 * The sheet's rows one at a time, each decoded alone from the inflated bytes, so the sheet is
 * never one string; refused past MAX_SHEET_ROWS as they are found (an empty `<row/>` counts).
 */
function* sheetRows(sheet: Buffer): Generator<{ attributes: string; body: string }> {
  let count = 0;
  for (let at = sheet.indexOf('<row'); at >= 0; at = sheet.indexOf('<row', at + 4)) {
    if (!endsName(sheet[at + 4])) continue;
    count += 1;
    if (count > MAX_SHEET_ROWS) throw new AppError('import_too_many_rows');
    const openEnd = sheet.indexOf('>', at);
    if (openEnd < 0) throw new AppError('import_not_huckleberry');
    if (sheet[openEnd - 1] === 0x2f) continue;
    const close = sheet.indexOf('</row>', openEnd);
    if (close < 0) throw new AppError('import_not_huckleberry');
    yield { attributes: sheet.toString('utf8', at + 4, openEnd), body: sheet.toString('utf8', openEnd + 1, close) };
    at = close;
  }
}

/** About how many rows the sheet has (for the progress), without reading them: its `<row` tags. */
function rowsAbout(sheet: Buffer): number {
  let count = 0;
  for (let at = sheet.indexOf('<row'); at >= 0 && count < MAX_SHEET_ROWS; at = sheet.indexOf('<row', at + 4))
    if (endsName(sheet[at + 4])) count += 1;
  return count;
}

/**
 * The first sheet's rows, header first, one at a time, and about how many there are. Numbers in
 * the Start and End columns are Excel dates and become the CSV's "YYYY-MM-DD HH:MM"; a number
 * under one day in Duration becomes "HH:MM".
 */
export function xlsxRecordsOf(bytes: Uint8Array): { records: Generator<CsvRecord>; about: number } {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = zipEntries(zip);
  const sheet = readPart(zip, entries, 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new AppError('import_not_huckleberry');
  const shared = sharedStrings(readPart(zip, entries, 'xl/sharedStrings.xml'));
  return { records: sheetRecords(sheet, shared), about: rowsAbout(sheet) };
}

function* sheetRecords(sheet: Buffer, shared: string[]): Generator<CsvRecord> {
  let textChars = 0;
  let position = 0;
  for (const row of sheetRows(sheet)) {
    position += 1;
    const line = Number(/\br="(\d+)"/.exec(row.attributes)?.[1] ?? position);
    const cells: string[] = [];
    for (const cell of row.body.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1]!;
      const body = cell[2] ?? '';
      const index = columnIndex(/\br="([A-Z]+)\d*"/.exec(attributes)?.[1] ?? '');
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = '';
      if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr') text = textOf(body);
      else if (value !== undefined) {
        const number = Number(value);
        const isNumber = type === undefined || type === 'n';
        if (isNumber && (index === 1 || index === 2) && number > 1) text = serialToWallTime(number);
        else if (isNumber && index === 3 && number >= 0 && number < 1) text = fractionToDuration(number);
        else text = xmlText(value);
      }
      textChars += text.length;
      if (textChars > MAX_TEXT_CHARS) throw new AppError('import_too_complex');
      cells[index] = text;
    }
    const record = { line, cells: Array.from(cells, (c) => c ?? '') };
    if (record.cells.some((c) => c.trim() !== '')) yield record;
  }
}
