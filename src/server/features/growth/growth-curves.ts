import { CURVE_Z, type GrowthIndicator, growthCurves, type Sex } from '../../../domain/growth/growth-indicators';
import { PRETERM_PMA_WEEKS, type PretermIndicator, pretermValueAtZ } from '../../../domain/growth/intergrowth-preterm';
import { whoTables } from './who-tables';

/**
 * A curve point: the age in days, the length in cm or (preterm) the postmenstrual age in weeks,
 * then the values at z −3, −2, 0, +2 and +3.
 */
type CurvePoint = [number, number, number, number, number, number];

const DAYS_PER_MONTH = 30.4375;
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Weekly to 2 years, where a baby changes fast, then monthly to 5 years: smooth at 390 px, a few KB. */
const AGE_DAYS = [
  ...range(0, 728, 7),
  730,
  ...range(24, 60, 1).map((month) => Math.round(month * DAYS_PER_MONTH)),
].filter((day, i, days) => days.indexOf(day) === i);

const round2 = (value: number) => Math.round(value * 100) / 100;

function curve(indicator: GrowthIndicator, sex: Sex, keys: number[], standing?: boolean): CurvePoint[] {
  return growthCurves(whoTables(), indicator, sex, keys, { standing }).map(
    ({ key, values }) => [key, ...values.map(round2)] as CurvePoint,
  );
}

/** INTERGROWTH-21st's preterm lines every half week of PMA, 27 to 64: 75 points a curve. */
const PMA_WEEKS = range(PRETERM_PMA_WEEKS.from, PRETERM_PMA_WEEKS.to, 0.5);

function pretermCurve(indicator: PretermIndicator, sex: Sex): CurvePoint[] {
  return PMA_WEEKS.map(
    (week) => [week, ...CURVE_Z.map((z) => round2(pretermValueAtZ(indicator, sex, week, z)!))] as CurvePoint,
  );
}

function curvesOf(sex: Sex) {
  return {
    sex,
    weightForAge: curve('weight_for_age', sex, AGE_DAYS),
    lengthForAge: curve('length_for_age', sex, AGE_DAYS),
    headForAge: curve('head_for_age', sex, AGE_DAYS),
    weightForLength: curve('weight_for_length', sex, range(45, 110, 1), false),
    weightForHeight: curve('weight_for_length', sex, range(65, 120, 1), true),
    preterm: {
      weightForAge: pretermCurve('weight', sex),
      lengthForAge: pretermCurve('length', sex),
      headForAge: pretermCurve('head', sex),
    },
  };
}

type GrowthCurves = ReturnType<typeof curvesOf>;

const made = new Map<Sex, GrowthCurves>();

/** The Caderneta's WHO lines and INTERGROWTH-21st's preterm lines for one sex, made once per process. */
export function growthCurvesFor(sex: Sex): GrowthCurves {
  let curves = made.get(sex);
  if (!curves) {
    curves = curvesOf(sex);
    made.set(sex, curves);
  }
  return curves;
}
