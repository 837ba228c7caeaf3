import type { Lms } from './lms';

/**
 * A WHO LMS table whose keys are regularly spaced (age in days, step 1; length or height in cm,
 * step 0.1), so that a row is found by arithmetic: row i has key start + i · step.
 */
export type LmsTable = { start: number; step: number; l: Float64Array; m: Float64Array; s: Float64Array };

/** Parts of a row closer than this to a whole row are that row: 45.3 cm is (45.3 − 45) / 0.1 = 2.9999999999999716. */
const SAME_ROW = 1e-6;
const NUMBER = /^-?\d+(\.\d+)?(e-?\d+)?$/i;

/** A file of who-growth/: a header line, then `key,L,M,S` rows in increasing key order. */
export function parseLmsCsv(text: string): LmsTable {
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  if (!header || !/^\w+,L,M,S$/.test(header.trim())) throw new Error(`Not a WHO LMS table: header ${header}`);
  if (lines.length < 2) throw new Error('A WHO LMS table needs at least two rows');

  const rows = lines.map((line, index) => {
    const fields = line.trim().split(',');
    if (fields.length !== 4 || !fields.every((field) => NUMBER.test(field))) {
      throw new Error(`WHO LMS table, line ${index + 2}: not four numbers: ${line}`);
    }
    return fields.map(Number) as [number, number, number, number];
  });

  const start = rows[0]![0];
  // From the whole span: the first difference of keys such as 45.1 − 45 carries float noise.
  const step = (rows[rows.length - 1]![0] - start) / (rows.length - 1);
  if (!(step > 0)) throw new Error('WHO LMS table keys must increase');
  rows.forEach(([key], index) => {
    if (Math.abs((key - start) / step - index) > SAME_ROW) {
      throw new Error(`WHO LMS table, line ${index + 2}: key ${key} breaks the step of ${step}`);
    }
  });

  return {
    start,
    step,
    l: Float64Array.from(rows, (row) => row[1]),
    m: Float64Array.from(rows, (row) => row[2]),
    s: Float64Array.from(rows, (row) => row[3]),
  };
}

/**
 * The L, M and S at `key`; null outside the table. Between two rows each is interpolated linearly,
 * as WHO's package does for a length with more than one decimal.
 */
export function lmsAt(table: LmsTable, key: number): Lms | null {
  const position = (key - table.start) / table.step;
  const last = table.m.length - 1;
  const nearest = Math.round(position);
  if (Math.abs(position - nearest) <= SAME_ROW) {
    return nearest >= 0 && nearest <= last ? rowAt(table, nearest) : null;
  }
  if (position < 0 || position > last) return null;
  const below = Math.floor(position);
  const t = position - below;
  const mix = (values: Float64Array) => values[below]! + t * (values[below + 1]! - values[below]!);
  return { l: mix(table.l), m: mix(table.m), s: mix(table.s) };
}

function rowAt(table: LmsTable, row: number): Lms {
  return { l: table.l[row]!, m: table.m[row]!, s: table.s[row]! };
}
