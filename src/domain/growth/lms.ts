/** One row of a WHO table: Box-Cox power (L), median (M) and coefficient of variation (S). */
export type Lms = { l: number; m: number; s: number };

export function zScoreOf(x: number, { l, m, s }: Lms): number {
  return l === 0 ? Math.log(x / m) / s : ((x / m) ** l - 1) / (l * s);
}

/** The measurement at `z`: the inverse of `zScoreOf`, to draw the curves. */
export function valueAtZ({ l, m, s }: Lms, z: number): number {
  return l === 0 ? m * Math.exp(s * z) : m * (1 + l * s * z) ** (1 / l);
}

/**
 * WHO's restricted application of the LMS method (technical report, chapter 7; `compute_zscore_adjusted`
 * in WHO's anthro package), for weight-for-age and weight-for-length/height: WHO does not trust the
 * fitted skewness past the ±3 lines, so beyond them z goes on linearly, one unit per distance between
 * the 2 and 3 lines.
 */
export function restrictedZScore(x: number, lms: Lms): number {
  const z = zScoreOf(x, lms);
  if (z > 3) {
    const sd3 = valueAtZ(lms, 3);
    return 3 + (x - sd3) / (sd3 - valueAtZ(lms, 2));
  }
  if (z < -3) {
    const sd3neg = valueAtZ(lms, -3);
    return -3 + (x - sd3neg) / (valueAtZ(lms, -2) - sd3neg);
  }
  return z;
}

/** Two decimals, as WHO's package reports z; halves away from zero, so −z rounds to −(z rounded). */
export function roundZ(z: number): number {
  const rounded = Math.round(Math.abs(z) * 100) / 100;
  return z < 0 && rounded !== 0 ? -rounded : rounded;
}

/** The standard normal CDF × 100: the share of children of the standard below `z`. */
export function percentileOfZ(z: number): number {
  return 50 * erfc(-z / Math.SQRT2);
}

// W. J. Cody, "Rational Chebyshev approximations for the error function", Math. Comp. 23 (1969),
// as in his CALERF routine: near double precision on the whole line, tails included, where the
// usual Abramowitz-Stegun 7.1.26 is off by up to 1.5e-7.
const ERF_A = [3.1611237438705655, 113.86415415105016, 377.485237685302, 3209.3775891384694, 0.18577770618460315];
const ERF_B = [23.601290952344122, 244.02463793444417, 1282.6165260773723, 2844.236833439171];
const ERFC_C = [
  0.5641884969886701, 8.883149794388377, 66.11919063714163, 298.6351381974001, 881.952221241769, 1712.0476126340707,
  2051.0783778260716, 1230.3393547979972, 2.1531153547440383e-8,
];
const ERFC_D = [
  15.744926110709835, 117.6939508913125, 537.1811018620099, 1621.3895745666903, 3290.7992357334597, 4362.619090143247,
  3439.3676741437216, 1230.3393548037495,
];
const ERFC_P = [
  0.30532663496123236, 0.36034489994980445, 0.12578172611122926, 0.016083785148742275, 0.0006587491615298378,
  0.016315387137302097,
];
const ERFC_Q = [2.568520192289822, 1.8729528499234673, 0.5279051029514285, 0.06051834131244132, 0.0023352049762686918];
const ONE_OVER_SQRT_PI = 0.5641895835477563;

function erfc(x: number): number {
  const y = Math.abs(x);
  if (y <= 0.46875) return 1 - x * erfSmall(y * y);
  const tail = expSquareNeg(y) * (y <= 4 ? erfcMiddle(y) : erfcLarge(y));
  return x < 0 ? 2 - tail : tail;
}

/** erf(x) / x for |x| ≤ 0.46875, from x². */
function erfSmall(ysq: number): number {
  let num = ERF_A[4]! * ysq;
  let den = ysq;
  for (let i = 0; i < 3; i++) {
    num = (num + ERF_A[i]!) * ysq;
    den = (den + ERF_B[i]!) * ysq;
  }
  return (num + ERF_A[3]!) / (den + ERF_B[3]!);
}

/** erfc(y) · exp(y²) for 0.46875 < y ≤ 4. */
function erfcMiddle(y: number): number {
  let num = ERFC_C[8]! * y;
  let den = y;
  for (let i = 0; i < 7; i++) {
    num = (num + ERFC_C[i]!) * y;
    den = (den + ERFC_D[i]!) * y;
  }
  return (num + ERFC_C[7]!) / (den + ERFC_D[7]!);
}

/** erfc(y) · exp(y²) for y > 4. */
function erfcLarge(y: number): number {
  const ysq = 1 / (y * y);
  let num = ERFC_P[5]! * ysq;
  let den = ysq;
  for (let i = 0; i < 4; i++) {
    num = (num + ERFC_P[i]!) * ysq;
    den = (den + ERFC_Q[i]!) * ysq;
  }
  return (ONE_OVER_SQRT_PI - (ysq * (num + ERFC_P[4]!)) / (den + ERFC_Q[4]!)) / y;
}

/** exp(−y²) split in two factors, as Cody does, so that y² loses no digits to rounding. */
function expSquareNeg(y: number): number {
  const head = Math.trunc(y * 16) / 16;
  return Math.exp(-head * head) * Math.exp(-(y - head) * (y + head));
}
