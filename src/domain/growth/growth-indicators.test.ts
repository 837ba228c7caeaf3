import { describe, expect, it } from 'vitest';
import { assessGrowth, type GrowthMeasure, growthCurves, type WhoTables } from './growth-indicators';
import { parseLmsCsv } from './who-table';

const CSV = import.meta.glob<string>('./who-growth/*.csv', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const table = (name: string) => parseLmsCsv(CSV[`./who-growth/${name}.csv`]!);
const bothSexes = (name: string) => ({ M: table(`${name}_boys`), F: table(`${name}_girls`) });
const tables: WhoTables = {
  wfa: bothSexes('wfa'),
  lhfa: bothSexes('lhfa'),
  hcfa: bothSexes('hcfa'),
  wfl: bothSexes('wfl'),
  wfh: bothSexes('wfh'),
};

const assess = (measure: GrowthMeasure) => assessGrowth(tables, measure);
const round2 = (z: number) => Math.round(z * 100) / 100;
/** The plain LMS z, written out for a row of who-growth/. */
const lmsZ = (x: number, l: number, m: number, s: number) => ((x / m) ** l - 1) / (l * s);

describe('assessGrowth', () => {
  it('scores each measurement given, rounding z to 2 decimals and the percentile to 1', () => {
    // wfa boys day 0: M 3.3464; hcfa boys day 0: M 34.4618.
    expect(assess({ sex: 'M', ageDays: 0, weightKg: 3.3464, headCm: 34.4618 })).toEqual({
      weightForAge: { z: 0, percentile: 50, table: 'wfa' },
      headForAge: { z: 0, percentile: 50, table: 'hcfa' },
    });
    // lhfa girls day 0: L 1, M 49.1477, S 0.0379.
    const { lengthForAge } = assess({ sex: 'F', ageDays: 0, lengthCm: 52 });
    expect(lengthForAge).toEqual({ z: round2((52 / 49.1477 - 1) / 0.0379), percentile: 93.7, table: 'lhfa' });
  });

  it('uses the restricted z for weights and the plain z for length and head', () => {
    // 5.6 kg at birth, boy: above SD3 (5.031); the published-SD check is in lms.test.ts.
    const scores = assess({ sex: 'M', ageDays: 0, weightKg: 5.6, lengthCm: 60, headCm: 40 });
    expect(scores.weightForAge?.z).toBe(3.93);
    expect(scores.lengthForAge?.z).toBe(round2((60 / 49.8842 - 1) / 0.03795));
    expect(scores.headForAge?.z).toBe(round2((40 / 34.4618 - 1) / 0.03686));
    expect(scores.weightForAge?.percentile).toBe(100);
  });

  describe('the switch from length to height at 731 days', () => {
    // lhfa boys: day 730 M 87.8018 S 0.03479 (length); day 731 M 87.1303 S 0.03508 (height).
    it('a length of 87.8 cm lying at day 730 is read on the length rows as measured', () => {
      // (87.8 / 87.8018 − 1) / 0.03479 = −0.0006
      expect(assess({ sex: 'M', ageDays: 730, lengthCm: 87.8 }).lengthForAge).toEqual({
        z: 0,
        percentile: 50,
        table: 'lhfa',
      });
    });

    it('the same child standing at day 731 measures 87.1 cm, read on the height rows', () => {
      const standing = assess({ sex: 'M', ageDays: 731, lengthCm: 87.1, position: 'standing' }).lengthForAge;
      expect(standing?.z).toBe(round2((87.1 / 87.1303 - 1) / 0.03508));
      // Lying from day 731, 0.7 cm comes off: 87.8 lying is 87.1 standing; also the default.
      expect(assess({ sex: 'M', ageDays: 731, lengthCm: 87.8, position: 'lying' }).lengthForAge).toEqual(standing);
      expect(assess({ sex: 'M', ageDays: 731, lengthCm: 87.1 }).lengthForAge).toEqual(standing);
    });

    it('a standing height before 731 days gets 0.7 cm, lying being the default', () => {
      // lhfa boys day 700: M 86.9392, S 0.03445.
      const standing = assess({ sex: 'M', ageDays: 700, lengthCm: 80, position: 'standing' }).lengthForAge;
      expect(standing?.z).toBe(round2((80.7 / 86.9392 - 1) / 0.03445));
      expect(assess({ sex: 'M', ageDays: 700, lengthCm: 80.7 }).lengthForAge).toEqual(standing);
    });

    it('weight-for-length reads wfl at 730 days and wfh at 731, with the adjusted length', () => {
      // wfl boys 87.8 cm and wfh boys 87.1 cm are the same row: L −0.3521, M 12.1891, S 0.08087.
      const z = round2(lmsZ(10.5, -0.3521, 12.1891, 0.08087));
      const lying = { sex: 'M', weightKg: 10.5, lengthCm: 87.8, position: 'lying' } as const;
      expect(assess({ ...lying, ageDays: 730 }).weightForLength).toMatchObject({ z, table: 'wfl' });
      expect(assess({ ...lying, ageDays: 731 }).weightForLength).toMatchObject({ z, table: 'wfh' });
    });
  });

  it('leaves out a weight-for-length outside its table: wfl 45–110 cm, wfh 65–120 cm', () => {
    const baby = { sex: 'F', weightKg: 2 } as const;
    expect(assess({ ...baby, ageDays: 3, lengthCm: 44.9 }).weightForLength).toBeUndefined();
    expect(assess({ ...baby, ageDays: 3, lengthCm: 44.9 }).lengthForAge).toBeDefined();
    expect(assess({ ...baby, ageDays: 3, lengthCm: 45 }).weightForLength?.table).toBe('wfl');
    expect(assess({ ...baby, ageDays: 700, lengthCm: 110.1 }).weightForLength).toBeUndefined();
    expect(assess({ ...baby, ageDays: 800, lengthCm: 64.9 }).weightForLength).toBeUndefined();
    expect(assess({ ...baby, ageDays: 800, lengthCm: 65 }).weightForLength?.table).toBe('wfh');
    expect(assess({ ...baby, ageDays: 1800, lengthCm: 120.1 }).weightForLength).toBeUndefined();
  });

  it('scores ages 0 to 1826 days (under 60 months, as WHO), nothing outside', () => {
    const weighed = { sex: 'F', weightKg: 18.2179 } as const;
    expect(assess({ ...weighed, ageDays: 1826 }).weightForAge?.z).toBe(0);
    expect(assess({ ...weighed, ageDays: 1827 })).toEqual({});
    expect(assess({ ...weighed, ageDays: -1 })).toEqual({});
  });

  it('gives nothing for what was not measured', () => {
    expect(assess({ sex: 'M', ageDays: 100 })).toEqual({});
  });
});

describe('growthCurves', () => {
  it('gives the values at z −3, −2, 0, +2, +3 for each key', () => {
    const [birth] = growthCurves(tables, 'head_for_age', 'M', [0]);
    // hcfa boys day 0: L 1, M 34.4618, S 0.03686.
    const line = (z: number) => 34.4618 * (1 + 0.03686 * z);
    expect(birth?.key).toBe(0);
    for (const [i, z] of [-3, -2, 0, 2, 3].entries()) expect(birth?.values[i]).toBeCloseTo(line(z), 10);
  });

  it('length-for-age follows the table onto the height rows at 731 days', () => {
    const medians = growthCurves(tables, 'length_for_age', 'F', [730, 731]).map(({ values }) => values[2]);
    expect(medians).toEqual([86.4008, 85.7299]);
  });

  it('weight-for-length reads wfh when standing, and leaves out keys outside the table', () => {
    const lying = growthCurves(tables, 'weight_for_length', 'M', [44, 87.8, 111]);
    const standing = growthCurves(tables, 'weight_for_length', 'M', [64, 87.1, 121], { standing: true });
    expect(lying.map(({ key }) => key)).toEqual([87.8]);
    expect(standing.map(({ key }) => key)).toEqual([87.1]);
    expect(standing[0]?.values[2]).toBe(12.1891);
    expect(growthCurves(tables, 'weight_for_length', 'M', [87.1])[0]?.values[2]).toBe(12.0163);
  });
});
