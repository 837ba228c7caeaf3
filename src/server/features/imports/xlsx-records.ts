import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../http/app-error';

/**
 * The first sheet of an .xlsx (a zip of XML) as records of cells, like the CSV reader's. Bounded:
 * at most 1,000 zip entries, and each part read inflated to at most 50 MB, so a zip bomb stops.
 */
const MAX_ENTRIES = 1000;
const MAX_PART_BYTES = 50 * 1024 * 1024;

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

function readPart(zip: Buffer, entries: Map<string, Entry>, name: string): string | null {
  const entry = entries.get(name);
  if (!entry) return null;
  const local = entry.offset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw new AppError('import_not_huckleberry');
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.size > MAX_PART_BYTES) throw new AppError('import_too_large');
  try {
    if (entry.method === 0) return data.toString('utf8');
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES }).toString('utf8');
  } catch {
    throw new AppError('import_too_large');
  }
  throw new AppError('import_not_huckleberry');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : ENTITIES[name.toLowerCase()]!,
  );
const textOf = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => xmlText(m[1]!)).join('');

const columnIndex = (ref: string) => {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
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

/**
 * The first sheet's rows. Numbers in the Start and End columns are Excel dates and become the
 * CSV's "YYYY-MM-DD HH:MM"; a number under one day in Duration becomes "HH:MM".
 */
export function xlsxRecords(bytes: Uint8Array): { line: number; cells: string[] }[] {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = zipEntries(zip);
  const sheet = readPart(zip, entries, 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new AppError('import_not_huckleberry');
  const shared = [...(readPart(zip, entries, 'xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(
    (m) => textOf(m[1]!),
  );
  const records: { line: number; cells: string[] }[] = [];
  for (const row of sheet.matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    const line = Number(/\br="(\d+)"/.exec(row[1]!)?.[1] ?? records.length + 1);
    const cells: string[] = [];
    for (const cell of row[2]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
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
      cells[index] = text;
    }
    records.push({ line, cells: Array.from(cells, (c) => c ?? '') });
  }
  return records.filter((r) => r.cells.some((c) => c.trim() !== ''));
}
