/**
 * Our tables and maths against values WHO published, as copied by projects independent of ours:
 * each literal below is pasted from the file its comment names, never computed with this code.
 */
import { describe, expect, it } from 'vitest';
import { CURVE_Z, type GrowthIndicator, growthCurves, type Sex, type WhoTables } from './growth-indicators';
import { percentileOfZ, restrictedZScore, valueAtZ, zScoreOf } from './lms';
import { type LmsTable, lmsAt, parseLmsCsv } from './who-table';

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

const Z_P3 = -1.880794;
const Z_P97 = 1.880794;

const expectNear = (actual: number, expected: number, tolerance: number, what: string) =>
  expect(Math.abs(actual - expected), `${what}: ${actual} vs published ${expected}`).toBeLessThanOrEqual(
    tolerance + 1e-9,
  );

const lms = (t: LmsTable, key: number) => {
  const row = lmsAt(t, key);
  if (!row) throw new Error(`no row at ${key}`);
  return row;
};

/** [age in days, P3, P50, P97] */
type PercentileRow = [number, number, number, number];

// WHO expanded percentile tables by day, 3 decimals, from babybuddy/babybuddy
// core/migrations/weight_percentile_{boys,girls}.csv (8d8006ab) and
// height_percentile_{boys,girls}.csv (6c4f5b23), columns Age/Day, P3, P50, P97.
const PERCENTILES: { name: string; t: LmsTable; rows: PercentileRow[] }[] = [
  {
    name: 'weight-for-age boys',
    t: tables.wfa.M,
    rows: [
      [0, 2.507, 3.346, 4.35],
      [91, 5.086, 6.369, 7.909],
      [183, 6.443, 7.939, 9.73],
      [365, 7.844, 9.646, 11.83],
      [730, 9.802, 12.148, 15.065],
      [731, 9.807, 12.155, 15.074],
      [1095, 11.437, 14.339, 18.041],
      [1461, 12.902, 16.349, 20.852],
      [1826, 14.287, 18.335, 23.761],
    ],
  },
  {
    name: 'weight-for-age girls',
    t: tables.wfa.F,
    rows: [
      [0, 2.44, 3.232, 4.166],
      [91, 4.6, 5.839, 7.395],
      [183, 5.816, 7.302, 9.204],
      [365, 7.14, 8.946, 11.331],
      [730, 9.159, 11.474, 14.607],
      [731, 9.164, 11.481, 14.616],
      [1095, 10.957, 13.846, 17.83],
      [1461, 12.511, 16.07, 21.12],
      [1826, 13.964, 18.218, 24.429],
    ],
  },
  {
    name: 'length/height-for-age boys',
    t: tables.lhfa.M,
    rows: [
      [0, 46.324, 49.884, 53.445],
      [91, 57.557, 61.401, 65.246],
      [183, 63.617, 67.644, 71.67],
      [365, 71.27, 75.739, 80.208],
      [730, 82.057, 87.802, 93.547],
      [731, 81.382, 87.13, 92.879],
      [1095, 89.097, 96.067, 103.038],
      [1461, 95.439, 103.327, 111.215],
      [1826, 101.244, 109.959, 118.674],
    ],
  },
  {
    name: 'length/height-for-age girls',
    t: tables.lhfa.F,
    rows: [
      [0, 45.644, 49.148, 52.651],
      [91, 55.82, 59.777, 63.735],
      [183, 61.487, 65.751, 70.015],
      [365, 69.163, 74.005, 78.847],
      [730, 80.335, 86.401, 92.467],
      [731, 79.661, 85.73, 91.799],
      [1095, 87.874, 95.034, 102.195],
      [1461, 94.63, 102.731, 110.833],
      [1826, 100.475, 109.419, 118.363],
    ],
  },
];

describe('P3, P50 and P97 by day (babybuddy copy of WHO expanded percentile tables)', () => {
  for (const { name, t, rows } of PERCENTILES) {
    it(`${name}: valueAtZ gives each published value within its rounding (0.0005)`, () => {
      for (const [day, p3, p50, p97] of rows) {
        const row = lms(t, day);
        expectNear(valueAtZ(row, Z_P3), p3, 0.0005, `${name} day ${day} P3`);
        expectNear(valueAtZ(row, 0), p50, 0.0005, `${name} day ${day} P50`);
        expectNear(valueAtZ(row, Z_P97), p97, 0.0005, `${name} day ${day} P97`);
      }
    });

    it(`${name}: a published P3 or P97 value scores back to the 3rd or 97th percentile (±0.1)`, () => {
      for (const [day, p3, , p97] of rows) {
        const row = lms(t, day);
        expectNear(percentileOfZ(zScoreOf(p3, row)), 3, 0.1, `${name} day ${day} P3`);
        expectNear(percentileOfZ(zScoreOf(p97, row)), 97, 0.1, `${name} day ${day} P97`);
      }
    });
  }
});

/** [key, SD4neg, SD3neg, SD2neg, SD1neg, SD0, SD1, SD2, SD3, SD4] */
type ExpandedZRow = [number, number, number, number, number, number, number, number, number, number];

// WHO expanded z-score tables, 3 decimals, from medic/cht-core
// tests/page-objects/default/enketo/z-score.wdio.page.js (e9590731), "points" SD4neg..SD4.
// Its "weight-for-height" rows at 45–45.2 cm are WHO's weight-for-length table.
const EXPANDED_Z: { name: string; t: LmsTable; restricted: boolean; rows: ExpandedZRow[] }[] = [
  {
    name: 'weight-for-age boys',
    t: tables.wfa.M,
    restricted: true,
    rows: [
      [0, 1.701, 2.08, 2.459, 2.881, 3.346, 3.859, 4.419, 5.031, 5.642],
      [1, 1.692, 2.065, 2.437, 2.854, 3.317, 3.83, 4.394, 5.013, 5.633],
      [2, 1.707, 2.08, 2.454, 2.872, 3.337, 3.852, 4.421, 5.045, 5.669],
    ],
  },
  {
    name: 'weight-for-age girls',
    t: tables.wfa.F,
    restricted: true,
    rows: [
      [0, 1.671, 2.033, 2.395, 2.794, 3.232, 3.711, 4.23, 4.793, 5.356],
      [1, 1.635, 1.994, 2.352, 2.752, 3.196, 3.685, 4.222, 4.81, 5.398],
      [2, 1.643, 2.002, 2.362, 2.764, 3.21, 3.704, 4.249, 4.846, 5.443],
    ],
  },
  {
    name: 'length-for-age boys',
    t: tables.lhfa.M,
    restricted: false,
    rows: [
      [0, 42.312, 44.205, 46.098, 47.991, 49.884, 51.777, 53.67, 55.564, 57.457],
      [1, 42.481, 44.376, 46.271, 48.165, 50.06, 51.955, 53.85, 55.744, 57.639],
      [2, 42.65, 44.547, 46.443, 48.339, 50.236, 52.132, 54.029, 55.925, 57.822],
    ],
  },
  {
    name: 'length-for-age girls',
    t: tables.lhfa.F,
    restricted: false,
    rows: [
      [0, 41.697, 43.56, 45.422, 47.285, 49.148, 51.01, 52.873, 54.736, 56.598],
      [1, 41.854, 43.72, 45.585, 47.451, 49.317, 51.182, 53.048, 54.914, 56.779],
      [2, 42.011, 43.88, 45.748, 47.617, 49.485, 51.354, 53.223, 55.091, 56.96],
    ],
  },
  {
    name: 'weight-for-length boys',
    t: tables.wfl.M,
    restricted: true,
    rows: [
      [45, 1.71, 1.877, 2.043, 2.23, 2.441, 2.68, 2.951, 3.261, 3.571],
      [45.1, 1.722, 1.89, 2.057, 2.245, 2.458, 2.698, 2.971, 3.283, 3.595],
      [45.2, 1.734, 1.903, 2.072, 2.261, 2.474, 2.716, 2.991, 3.305, 3.618],
    ],
  },
  {
    name: 'weight-for-length girls',
    t: tables.wfl.F,
    restricted: true,
    rows: [
      [45, 1.737, 1.902, 2.066, 2.252, 2.461, 2.698, 2.967, 3.275, 3.584],
      [45.1, 1.749, 1.915, 2.081, 2.267, 2.478, 2.716, 2.988, 3.298, 3.609],
      [45.2, 1.761, 1.928, 2.095, 2.283, 2.495, 2.735, 3.008, 3.321, 3.633],
    ],
  },
];

describe('SD lines −4..+4 (cht-core copy of WHO expanded z-score tables)', () => {
  for (const { name, t, restricted, rows } of EXPANDED_Z) {
    it(`${name}: valueAtZ gives SD3neg..SD3 within 0.0005`, () => {
      for (const [key, , ...lines] of rows) {
        const row = lms(t, key);
        lines.slice(0, 7).forEach((published, i) => {
          expectNear(valueAtZ(row, i - 3), published, 0.0005, `${name} ${key} SD${i - 3}`);
        });
      }
    });

    it(`${name}: SD4neg and SD4 score −4 and +4 (${restricted ? 'restricted' : 'plain'} z)`, () => {
      const zOf = restricted ? restrictedZScore : zScoreOf;
      for (const [key, sd4neg, sd3neg, sd2neg, , , , sd2, sd3, sd4] of rows) {
        const row = lms(t, key);
        // A 0.0005 rounding of the value, over the spacing of the lines next to it.
        expectNear(zOf(sd4neg, row), -4, 0.0006 / (sd2neg - sd3neg), `${name} ${key} SD4neg`);
        expectNear(zOf(sd4, row), 4, 0.0006 / (sd3 - sd2), `${name} ${key} SD4`);
      }
    });
  }

  it('the weight lines beyond ±3 are not those of the plain LMS z', () => {
    const row = lms(tables.wfa.M, 0);
    expect(Math.abs(zScoreOf(5.642, row) - 4)).toBeGreaterThan(0.05);
    expect(Math.abs(zScoreOf(1.701, row) + 4)).toBeGreaterThan(0.05);
  });
});

/** [key, SD3neg, SD2neg, SD0, SD2, SD3] */
type SdRow = [number, number, number, number, number, number];

// WHO simplified z-score tables, 1 decimal, from ewheeler/pygrowup pygrowup/tables (862f1ed9):
// hcfa_{boys,girls}_0_13_zscores.json (by week: key = week × 7 days),
// wfl_{boys,girls}_0_2_zscores.json and wfh_{boys,girls}_2_5_zscores.json (by cm).
const SD_LINES: { indicator: GrowthIndicator; sex: Sex; standing?: boolean; rows: SdRow[] }[] = [
  {
    indicator: 'head_for_age',
    sex: 'M',
    rows: [
      [0, 30.7, 31.9, 34.5, 37.0, 38.3],
      [28, 33.6, 34.8, 37.1, 39.4, 40.6],
      [56, 35.4, 36.5, 38.9, 41.2, 42.4],
      [91, 37.0, 38.1, 40.5, 42.9, 44.0],
    ],
  },
  {
    indicator: 'head_for_age',
    sex: 'F',
    rows: [
      [0, 30.3, 31.5, 33.9, 36.2, 37.4],
      [28, 32.9, 34.0, 36.4, 38.7, 39.9],
      [56, 34.4, 35.6, 38.0, 40.4, 41.6],
      [91, 35.8, 37.0, 39.5, 42.0, 43.2],
    ],
  },
  {
    indicator: 'weight_for_length',
    sex: 'M',
    rows: [
      [50, 2.6, 2.8, 3.3, 4, 4.4],
      [65, 5.7, 6.2, 7.3, 8.6, 9.4],
      [80, 8.2, 8.9, 10.4, 12.4, 13.6],
      [95, 11, 11.9, 13.9, 16.4, 17.9],
      [110, 14.2, 15.4, 18.3, 21.9, 24.1],
    ],
  },
  {
    indicator: 'weight_for_length',
    sex: 'F',
    rows: [
      [50, 2.6, 2.8, 3.4, 4, 4.5],
      [65, 5.5, 5.9, 7.1, 8.6, 9.5],
      [80, 7.8, 8.5, 10.1, 12.1, 13.4],
      [95, 10.6, 11.5, 13.7, 16.5, 18.2],
      [110, 14, 15.3, 18.3, 22.3, 24.7],
    ],
  },
  {
    indicator: 'weight_for_length',
    sex: 'M',
    standing: true,
    rows: [
      [65, 5.9, 6.3, 7.4, 8.8, 9.6],
      [87, 9.6, 10.4, 12.2, 14.4, 15.7],
      [100, 12.1, 13.1, 15.4, 18.2, 19.9],
      [110, 14.4, 15.6, 18.5, 22.2, 24.4],
      [120, 17.1, 18.6, 22.4, 27.2, 30.1],
    ],
  },
  {
    indicator: 'weight_for_length',
    sex: 'F',
    standing: true,
    rows: [
      [65, 5.6, 6.1, 7.2, 8.7, 9.7],
      [87, 9.2, 10, 11.9, 14.3, 15.8],
      [100, 11.7, 12.8, 15.2, 18.4, 20.3],
      [110, 14.2, 15.5, 18.6, 22.6, 25.1],
      [120, 17.3, 18.9, 22.8, 28, 31.2],
    ],
  },
];

describe('SD −3, −2, 0, +2, +3 lines (pygrowup copy of WHO z-score tables)', () => {
  for (const { indicator, sex, standing, rows } of SD_LINES) {
    const name = `${indicator} ${sex}${standing ? ' (height)' : ''}`;
    it(`${name}: growthCurves gives each published line within its rounding (0.05)`, () => {
      const keys = rows.map(([key]) => key);
      const curves = growthCurves(tables, indicator, sex, keys, { standing });
      expect(curves.map(({ key }) => key)).toEqual(keys);
      for (const [[key, ...published], { values }] of rows.map((row, i) => [row, curves[i]!] as const)) {
        for (const [j, value] of values.entries()) {
          expectNear(value, published[j]!, 0.05, `${name} ${key} line ${CURVE_Z[j]}`);
        }
      }
    });
  }
});

// CDC's copy of WHO head circumference, 6 decimals, from Oak-and-Sprout/sprout-track
// documentation/who-hcageinf.csv (153dc4a4): [month, P3, P50, P97]. CDC rounds S to 4 decimals
// (0.0369 for WHO's 0.03686), which moves P3 and P97 by up to 0.003 cm; a month is 30.4375 days,
// between two rows of the daily table.
const HEAD_BY_MONTH: Record<Sex, [number, number, number, number][]> = {
  M: [
    [0, 32.069844, 34.4618, 36.853756],
    [6, 41.032163, 43.3306, 45.629037],
    [12, 43.648556, 46.0661, 48.483644],
    [24, 45.692038, 48.2515, 50.810962],
  ],
  F: [
    [0, 31.648296, 33.8787, 36.109104],
    [6, 39.746743, 42.1995, 44.652257],
    [12, 42.337655, 44.8965, 47.455345],
    [24, 44.555208, 47.1822, 49.809192],
  ],
};

describe('head circumference by month (sprout-track copy of CDC/WHO percentiles)', () => {
  for (const sex of ['M', 'F'] as const) {
    it(`${sex}: P3, P50 and P97 within 0.005 cm`, () => {
      for (const [month, p3, p50, p97] of HEAD_BY_MONTH[sex]) {
        const row = lms(tables.hcfa[sex], month * 30.4375);
        expectNear(valueAtZ(row, Z_P3), p3, 0.005, `${sex} month ${month} P3`);
        expectNear(valueAtZ(row, 0), p50, 0.005, `${sex} month ${month} P50`);
        expectNear(valueAtZ(row, Z_P97), p97, 0.005, `${sex} month ${month} P97`);
      }
    });
  }
});
