import { describe, expect, it } from 'vitest';
import type { Sex } from './growth-indicators';
import { type PretermIndicator, pretermValueAtZ, pretermZ } from './intergrowth-preterm';

/**
 * The check table of shared/data/intergrowth-preterm/README.md: per PMA week and sex, weight (kg),
 * length (cm) and head (cm) at −2 SD, the median and +2 SD, as printed.
 */
const CHECK_TABLE = `
27 M 0.44 0.67 1.02 28.5 32.7 37.6 21.3 24.8 28.2
27 F 0.40 0.61 0.93 27.6 31.7 36.4 20.5 24.0 27.4
30 M 0.83 1.19 1.70 34.1 38.0 42.4 25.2 27.9 30.7
30 F 0.76 1.09 1.55 33.0 36.8 41.1 24.4 27.1 29.9
33 M 1.31 1.81 2.50 38.8 42.6 46.7 28.2 30.5 32.9
33 F 1.20 1.65 2.29 37.6 41.3 45.3 27.4 29.7 32.1
36 M 1.85 2.50 3.37 42.8 46.5 50.5 30.5 32.7 34.8
36 F 1.69 2.28 3.08 41.5 45.1 48.9 29.8 31.9 34.0
40 M 2.59 3.43 4.54 47.3 50.9 54.8 33.1 35.0 37.0
40 F 2.37 3.13 4.15 45.8 49.3 53.1 32.3 34.2 36.2
44 M 3.32 4.34 5.68 50.9 54.6 58.5 35.0 37.0 38.9
44 F 3.03 3.96 5.19 49.3 52.9 56.7 34.2 36.2 38.1
48 M 3.99 5.19 6.75 53.9 57.7 61.8 36.6 38.6 40.6
48 F 3.64 4.74 6.16 52.3 55.9 59.8 35.8 37.8 39.8
52 M 4.60 5.96 7.72 56.5 60.4 64.6 37.9 39.9 42.0
52 F 4.20 5.44 7.05 54.7 58.5 62.6 37.1 39.2 41.2
56 M 5.14 6.65 8.59 58.6 62.8 67.2 39.0 41.1 43.3
56 F 4.69 6.07 7.85 56.8 60.8 65.1 38.2 40.3 42.5
60 M 5.61 7.25 9.37 60.6 64.9 69.5 39.9 42.1 44.4
60 F 5.12 6.62 8.56 58.7 62.8 67.3 39.1 41.3 43.6
64 M 6.02 7.79 10.07 62.3 66.8 71.6 40.6 43.0 45.4
64 F 5.50 7.11 9.19 60.3 64.7 69.4 39.8 42.2 44.6`
  .trim()
  .split('\n')
  .map((line) => line.split(' '));

const INDICATORS: { indicator: PretermIndicator; decimals: number }[] = [
  { indicator: 'weight', decimals: 2 },
  { indicator: 'length', decimals: 1 },
  { indicator: 'head', decimals: 1 },
];
const Z = [-2, 0, 2];

describe('the INTERGROWTH-21st preterm equations', () => {
  it('draw the README check table to its printed decimals (66 values per sex)', () => {
    for (const [week, sex, ...printed] of CHECK_TABLE) {
      INDICATORS.forEach(({ indicator, decimals }, i) => {
        Z.forEach((z, j) => {
          const value = pretermValueAtZ(indicator, sex as Sex, Number(week), z)!;
          expect(value.toFixed(decimals), `${indicator} ${week} ${sex} z ${z}`).toBe(printed[i * 3 + j]);
        });
      });
    }
  });

  it('score each check value back to its z within 0.01, before the printed rounding', () => {
    for (const [week, sex] of CHECK_TABLE) {
      for (const { indicator } of INDICATORS) {
        for (const z of Z) {
          const value = pretermValueAtZ(indicator, sex as Sex, Number(week), z)!;
          expect(Math.abs(pretermZ(indicator, sex as Sex, Number(week), value)! - z)).toBeLessThan(0.01);
        }
      }
    }
  });

  it('place the healthy 32-week boy (1.7 kg, 42 cm, head 29.5 cm) near the median at birth', () => {
    const weight = pretermZ('weight', 'M', 32, 1.7)!;
    const length = pretermZ('length', 'M', 32, 42)!;
    const head = pretermZ('head', 'M', 32, 29.5)!;
    expect(weight).toBeCloseTo(0.38, 2);
    expect(length).toBeCloseTo(0.42, 2);
    expect(head).toBeCloseTo(-0.17, 2);
    for (const z of [weight, length, head]) expect(Math.abs(z)).toBeLessThan(1);
  });

  it('score and draw nothing outside PMA 27 to 64 weeks', () => {
    expect(pretermZ('weight', 'F', 26.9, 0.9)).toBeUndefined();
    expect(pretermZ('weight', 'F', 64.1, 7)).toBeUndefined();
    expect(pretermValueAtZ('head', 'M', 26, 0)).toBeUndefined();
    expect(pretermZ('weight', 'F', 27, 0.61)).toBeCloseTo(0, 1);
    expect(pretermZ('weight', 'F', 64, 7.11)).toBeCloseTo(0, 1);
  });

  it('tell boys from girls: boys are heavier, longer and larger-headed at the same PMA', () => {
    for (const { indicator } of INDICATORS)
      expect(pretermValueAtZ(indicator, 'M', 40, 0)!).toBeGreaterThan(pretermValueAtZ(indicator, 'F', 40, 0)!);
  });
});
