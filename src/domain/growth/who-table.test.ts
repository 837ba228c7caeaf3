import { describe, expect, it } from 'vitest';
import { lmsAt, parseLmsCsv } from './who-table';

const CSV = import.meta.glob<string>('./who-growth/*.csv', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const shipped = (name: string) => CSV[`./who-growth/${name}.csv`]!;

describe('parseLmsCsv', () => {
  it('reads the header and the rows, spacing from the whole span', () => {
    const table = parseLmsCsv(
      'length_cm,L,M,S\n45,-0.3521,2.441,0.09182\n45.1,-0.3521,2.4577,0.09176\n45.2,-0.3521,2.4744,0.0917\n',
    );
    expect(table.start).toBe(45);
    expect(table.step).toBeCloseTo(0.1, 12);
    expect([...table.m]).toEqual([2.441, 2.4577, 2.4744]);
    expect([...table.l]).toEqual([-0.3521, -0.3521, -0.3521]);
    expect([...table.s]).toEqual([0.09182, 0.09176, 0.0917]);
  });

  it('accepts CRLF line ends', () => {
    expect(parseLmsCsv('age_days,L,M,S\r\n0,1,49.8842,0.03795\r\n1,1,50.0601,0.03785\r\n').m[1]).toBe(50.0601);
  });

  it('refuses keys that are not regularly spaced, a missing day among them', () => {
    expect(() => parseLmsCsv('age_days,L,M,S\n0,1,49.8842,0.03795\n1,1,50.0601,0.03785\n3,1,50.4,0.0376\n')).toThrow(
      /line 3: key 1 breaks the step/,
    );
  });

  it('refuses other layouts and fields that are not numbers', () => {
    expect(() => parseLmsCsv('Day,L,M,S,P3\n0,1,2,3,4\n1,1,2,3,4\n')).toThrow(/header/);
    expect(() => parseLmsCsv('age_days,L,M,S\n0,1,49.8842,0.03795\n1,1,,0.03785\n')).toThrow(/line 3/);
    expect(() => parseLmsCsv('age_days,L,M,S\n0,1,49.8842,0.03795\n')).toThrow(/two rows/);
    expect(() => parseLmsCsv('age_days,L,M,S\n1,1,2,0.1\n0,1,2,0.1\n')).toThrow(/increase/);
  });

  it('reads every shipped file with the keys its README gives', () => {
    for (const [name, start, step, rows] of [
      ['wfa_boys', 0, 1, 1857],
      ['lhfa_girls', 0, 1, 1857],
      ['hcfa_boys', 0, 1, 1857],
      ['wfl_girls', 45, 0.1, 651],
      ['wfh_boys', 65, 0.1, 551],
    ] as const) {
      const table = parseLmsCsv(shipped(name));
      expect(table.start, name).toBe(start);
      expect(table.step, name).toBeCloseTo(step, 12);
      expect(table.m.length, name).toBe(rows);
    }
  });
});

describe('lmsAt', () => {
  const wfl = parseLmsCsv(shipped('wfl_boys'));

  it('finds a row by its key, float noise in the key included', () => {
    expect(lmsAt(wfl, 45)).toEqual({ l: -0.3521, m: 2.441, s: 0.09182 });
    // 87.8 − 0.7 is 87.09999999999999 in floating point: still row 87.1.
    expect(lmsAt(wfl, 87.8 - 0.7)).toEqual({ l: -0.3521, m: 12.0163, s: 0.08108 });
    expect(lmsAt(wfl, 110)).toEqual({ l: -0.3521, m: 18.2689, s: 0.08755 });
  });

  it('interpolates L, M and S linearly between rows', () => {
    // Rows 45.0 (M 2.441, S 0.09182) and 45.1 (M 2.4577, S 0.09176).
    const lms = lmsAt(wfl, 45.04)!;
    expect(lms.l).toBeCloseTo(-0.3521, 12);
    expect(lms.m).toBeCloseTo(2.441 + 0.4 * (2.4577 - 2.441), 12);
    expect(lms.s).toBeCloseTo(0.09182 + 0.4 * (0.09176 - 0.09182), 12);
  });

  it('is null outside the table', () => {
    expect(lmsAt(wfl, 44.99)).toBeNull();
    expect(lmsAt(wfl, 110.01)).toBeNull();
    const days = parseLmsCsv(shipped('wfa_girls'));
    expect(lmsAt(days, -1)).toBeNull();
    expect(lmsAt(days, 1856)).not.toBeNull();
    expect(lmsAt(days, 1857)).toBeNull();
  });
});
