import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../../domain/imports/csv';
import { isZip, serialToWallTime, xlsxRecords } from './xlsx-records';

const fixture = (name: string) => fs.readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url));

describe('an .xlsx export', () => {
  it('reads the first sheet as the CSV would: shared and inline strings, Excel dates and durations', () => {
    const xlsx = fixture('huckleberry-export.xlsx');
    expect(isZip(xlsx)).toBe(true);
    const csv = csvRecords(fixture('huckleberry-export.csv').toString('utf8')).slice(0, 121);
    const cells = (records: { cells: string[] }[]) =>
      records.map((r) => [...r.cells, ...Array(8 - r.cells.length).fill('')].slice(0, 8));
    expect(cells(xlsxRecords(xlsx))).toEqual(cells(csv));
  });

  it('turns Excel serial days into wall-clock times', () => {
    expect(serialToWallTime(46235.5)).toBe('2026-08-01 12:00');
    expect(serialToWallTime(46235.0208333)).toBe('2026-08-01 00:30');
  });

  it('refuses bytes that are not a readable zip', () => {
    expect(() => xlsxRecords(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0]))).toThrow(/Huckleberry/);
  });
});
