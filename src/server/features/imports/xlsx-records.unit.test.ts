import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../../domain/imports/csv';
import { IMPORT_MAX_ROWS } from '../../../domain/imports/import-rows';
import { huckleberryMonths } from '../../test/huckleberry-months';
import { xlsxOf, xlsxOfCsv } from '../../test/xlsx-files';
import { isZip, serialToWallTime, xlsxRecordsOf } from './xlsx-records';

const fixture = (name: string) => fs.readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url));
const recordsOf = (bytes: Uint8Array) => [...xlsxRecordsOf(bytes).records];
/** The key of the AppError reading the file ends with, or null when it is read. */
const refusalOf = (bytes: Uint8Array) => {
  try {
    recordsOf(bytes);
    return null;
  } catch (error) {
    return (error as { key?: string }).key ?? String(error);
  }
};
/** Eight cells a record, as the reader takes them: a trailing empty cell is not written in an .xlsx. */
const cells = (records: { cells: string[] }[]) =>
  records.map((r) => [...r.cells, ...Array(8 - r.cells.length).fill('')].slice(0, 8));
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('an .xlsx export', () => {
  it('reads the first sheet as the CSV would: shared and inline strings, Excel dates and durations', () => {
    const xlsx = fixture('huckleberry-export.xlsx');
    expect(isZip(xlsx)).toBe(true);
    const csv = csvRecords(fixture('huckleberry-export.csv').toString('utf8')).slice(0, 121);
    expect(cells(recordsOf(xlsx))).toEqual(cells(csv));
  });

  it('reads a real-sized export whole: 20,000 rows, within every limit', () => {
    const csv = huckleberryMonths(IMPORT_MAX_ROWS);
    const { records, about } = xlsxRecordsOf(xlsxOfCsv(csv));
    expect(about).toBe(IMPORT_MAX_ROWS + 1);
    expect(cells([...records])).toEqual(cells(csvRecords(new TextDecoder().decode(csv))));
  });

  it('turns Excel serial days into wall-clock times', () => {
    expect(serialToWallTime(46235.5)).toBe('2026-08-01 12:00');
    expect(serialToWallTime(46235.0208333)).toBe('2026-08-01 00:30');
  });

  it('refuses bytes that are not a readable zip', () => {
    expect(refusalOf(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0]))).toBe('import_not_huckleberry');
  });
});

describe('an .xlsx made to take the server down (probe of 2026-11-28)', () => {
  it('is refused at a cell past column 64, before any cell is kept (one cell at PUQCYS2 ran it out of memory)', () => {
    const probe = xlsxOf('<row r="2"><c r="PUQCYS2"><v>1</v></c></row>');
    expect(probe.length).toBeLessThan(600);
    expect(refusalOf(probe)).toBe('import_not_huckleberry');
    expect(refusalOf(xlsxOf(`<row r="1">${inline('BL1', 'x')}</row>`))).toBeNull();
    expect(refusalOf(xlsxOf(`<row r="1">${inline('BM1', 'x')}</row>`))).toBe('import_not_huckleberry');
  });

  it('is refused when its sheet inflates past 16 MB, whatever size the zip declares (1.6 M rows in 121 KB)', () => {
    const probe = xlsxOf('<row><c><v>123456</v></c></row>'.repeat(1_600_000));
    expect(probe.length).toBeGreaterThan(64 * 1024);
    expect(probe.length).toBeLessThan(130 * 1024);
    expect(refusalOf(probe)).toBe('import_too_complex');
    // The same zip saying its parts are empty: the inflating stops at the limit by itself.
    const lying = Buffer.from(probe);
    for (let at = lying.indexOf('PK\x01\x02'); at >= 0; at = lying.indexOf('PK\x01\x02', at + 4))
      lying.writeUInt32LE(0, at + 24);
    expect(refusalOf(lying)).toBe('import_too_complex');
  });

  it('stops past 20,000 rows as it counts them', () => {
    const rows = Array.from(
      { length: IMPORT_MAX_ROWS + 2 },
      (_, i) => `<row r="${i + 1}">${inline(`A${i + 1}`, 'x')}</row>`,
    );
    expect(refusalOf(xlsxOf(rows.slice(0, -1).join('')))).toBeNull();
    expect(refusalOf(xlsxOf(rows.join('')))).toBe('import_too_many_rows');
  });

  it('is refused when its text is too long for an export: a cell, the shared strings, or the cells together', () => {
    expect(refusalOf(xlsxOf(`<row>${inline('A1', 'x'.repeat(10_000))}</row>`))).toBeNull();
    expect(refusalOf(xlsxOf(`<row>${inline('A1', 'x'.repeat(10_001))}</row>`))).toBe('import_too_complex');
    const shared = (text: string, times = 1) => `<si><t>${text}</t></si>`.repeat(times);
    const first = '<row><c r="A1" t="s"><v>0</v></c></row>';
    expect(refusalOf(xlsxOf(first, shared('x'.repeat(10_001))))).toBe('import_too_complex');
    expect(refusalOf(xlsxOf(first, shared('a', (IMPORT_MAX_ROWS + 1) * 9)))).toBeNull();
    expect(refusalOf(xlsxOf(first, shared('a', (IMPORT_MAX_ROWS + 1) * 9 + 1)))).toBe('import_too_complex');
    // One shared string of 10,000 characters named by 9 cells of 600 rows: 54 M characters from 40 KB.
    const cells = Array.from({ length: 9 }, (_, i) => `<c r="${String.fromCharCode(65 + i)}1" t="s"><v>0</v></c>`);
    const amplified = xlsxOf(`<row>${cells.join('')}</row>`.repeat(600), shared('x'.repeat(10_000)));
    expect(refusalOf(amplified)).toBe('import_too_complex');
  });
});
