import { describe, expect, it } from 'vitest';
import { type Lms, percentileOfZ, restrictedZScore, roundZ, valueAtZ, zScoreOf } from './lms';

// who-growth/ rows (WHO's anthro package): weight-for-age, day 0.
const WFA_BOYS_DAY_0: Lms = { l: 0.3487, m: 3.3464, s: 0.14602 };
const WFA_GIRLS_DAY_0: Lms = { l: 0.3809, m: 3.2322, s: 0.14171 };
// Head circumference, boys, day 0: L = 1, a plain normal curve.
const HCFA_BOYS_DAY_0: Lms = { l: 1, m: 34.4618, s: 0.03686 };

/** |actual − expected| ≤ tolerance, naming the case when it is not. */
const expectNear = (actual: number, expected: number, tolerance: number, what = '') =>
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance + 1e-12);

describe('zScoreOf and valueAtZ', () => {
  it('give z 0 at the median and invert each other', () => {
    expect(zScoreOf(3.3464, WFA_BOYS_DAY_0)).toBe(0);
    for (const z of [-4, -1.880794, 0.5, 3]) {
      expectNear(zScoreOf(valueAtZ(WFA_BOYS_DAY_0, z), WFA_BOYS_DAY_0), z, 1e-12, `z ${z}`);
    }
  });

  it('follow ((x/M)^L − 1) / (L·S), and x = M·(1 + L·S·z)^(1/L)', () => {
    expectNear(zScoreOf(4, WFA_BOYS_DAY_0), ((4 / 3.3464) ** 0.3487 - 1) / (0.3487 * 0.14602), 1e-15);
    expectNear(valueAtZ(WFA_BOYS_DAY_0, 2), 3.3464 * (1 + 0.3487 * 0.14602 * 2) ** (1 / 0.3487), 1e-15);
  });

  it('use ln(x/M)/S when L is 0', () => {
    const logNormal: Lms = { l: 0, m: 10, s: 0.1 };
    expectNear(zScoreOf(10 * Math.exp(0.25), logNormal), 2.5, 1e-12);
    expectNear(valueAtZ(logNormal, -1), 10 * Math.exp(-0.1), 1e-12);
  });
});

describe('restrictedZScore (WHO, beyond ±3 for weights)', () => {
  // Published SD lines, weight-for-age day 0 (WHO expanded z-score tables, 3 decimals), as in
  // medic/cht-core tests/page-objects/default/enketo/z-score.wdio.page.js (e9590731).
  const BOYS = { sd2: 4.419, sd3: 5.031 };
  const GIRLS = { sd3neg: 2.033, sd2neg: 2.395 };
  // A published value moved by its rounding (0.0005) moves these z by up to 0.0025.
  const ROUNDING = 0.003;

  it('within ±3 is the plain z', () => {
    expect(restrictedZScore(4.2, WFA_BOYS_DAY_0)).toBe(zScoreOf(4.2, WFA_BOYS_DAY_0));
    expect(restrictedZScore(2.2, WFA_GIRLS_DAY_0)).toBe(zScoreOf(2.2, WFA_GIRLS_DAY_0));
  });

  it('above SD3: 3 + (x − SD3) / (SD3 − SD2)', () => {
    const byHand = 3 + (5.6 - BOYS.sd3) / (BOYS.sd3 - BOYS.sd2);
    expectNear(restrictedZScore(5.6, WFA_BOYS_DAY_0), byHand, ROUNDING);
    // Far more than rounding apart from the plain z.
    expect(zScoreOf(5.6, WFA_BOYS_DAY_0)).toBeLessThan(byHand - 0.05);
  });

  it('below SD3neg: −3 + (x − SD3neg) / (SD2neg − SD3neg)', () => {
    const byHand = -3 + (1.8 - GIRLS.sd3neg) / (GIRLS.sd2neg - GIRLS.sd3neg);
    expectNear(restrictedZScore(1.8, WFA_GIRLS_DAY_0), byHand, ROUNDING);
    expect(zScoreOf(1.8, WFA_GIRLS_DAY_0)).toBeLessThan(byHand - 0.05);
  });

  it('changes nothing where L is 1 (length, head): plain and restricted agree', () => {
    expectNear(restrictedZScore(40, HCFA_BOYS_DAY_0), zScoreOf(40, HCFA_BOYS_DAY_0), 1e-12);
  });
});

describe('percentileOfZ', () => {
  it('matches the standard normal CDF', () => {
    expect(percentileOfZ(0)).toBe(50);
    expectNear(percentileOfZ(1.880794), 97, 0.001);
    expectNear(percentileOfZ(-1.880794), 3, 0.001);
    expectNear(percentileOfZ(-2), 2.275, 0.001);
    expectNear(percentileOfZ(3), 99.865, 0.001);
  });

  it('is accurate to far better than 1e-7 in the CDF, tails included', () => {
    // Φ(z) computed with mpmath at 30 digits (mpmath.ncdf), as the nearest doubles.
    const reference: [number, number][] = [
      [-6, 9.86587645037698e-10],
      [-3, 0.0013498980316300946],
      [-2, 0.02275013194817921],
      [-1, 0.15865525393145705],
      [-0.3, 0.3820885778110474],
      [0.5, 0.6914624612740131],
      [1.036433, 0.8499999091860867],
      [2.5, 0.9937903346742238],
      [4.5, 0.9999966023268753],
    ];
    for (const [z, cdf] of reference) expectNear(percentileOfZ(z) / 100, cdf, 1e-12, `z ${z}`);
  });
});

describe('roundZ', () => {
  it('keeps two decimals, symmetric around 0, never −0', () => {
    expect(roundZ(1.23456)).toBe(1.23);
    expect(roundZ(-1.23556)).toBe(-1.24);
    expect(roundZ(2.005)).toBe(-roundZ(-2.005));
    expect(Object.is(roundZ(-0.001), 0)).toBe(true);
  });
});
