import { type Lms, percentileOfZ, restrictedZScore, roundZ, valueAtZ, zScoreOf } from './lms';
import { type LmsTable, lmsAt } from './who-table';

/** As the baby's gender is stored. */
export type Sex = 'M' | 'F';
export type GrowthIndicator = 'weight_for_age' | 'length_for_age' | 'head_for_age' | 'weight_for_length';
export type LengthPosition = 'lying' | 'standing';

/** The files of who-growth/: wfl is for lengths below 731 days, wfh for heights from then on. */
export type WhoTableName = 'wfa' | 'lhfa' | 'hcfa' | 'wfl' | 'wfh';
export type WhoTables = Record<WhoTableName, Record<Sex, LmsTable>>;

/** INTERGROWTH-21st's preterm standard for weight, length and head circumference by PMA. */
export type PretermTableName = 'ig_weight' | 'ig_length' | 'ig_head';

/** z to 2 decimals; percentile 0–100 to 1 decimal; the table that scored it. */
export type Score = { z: number; percentile: number; table: WhoTableName | PretermTableName };
export type GrowthScores = {
  weightForAge?: Score;
  lengthForAge?: Score;
  headForAge?: Score;
  weightForLength?: Score;
};

export type GrowthMeasure = {
  sex: Sex;
  /** Whole days since birth (corrected for prematurity where it applies). */
  ageDays: number;
  weightKg?: number;
  lengthCm?: number;
  headCm?: number;
  /** Unsaid: lying under 731 days, standing from then on, as WHO measures. */
  position?: LengthPosition;
};

/** From this age WHO's standard is standing height; before it, recumbent length. */
export const STANDING_FROM_DAYS = 731;
/** A child is about 0.7 cm longer lying than standing (WHO's `adjust_lenhei`). */
const LYING_MINUS_STANDING_CM = 0.7;
/**
 * The last age scored: WHO's package scores only under 60 months (60 × 30.4375 = 1826.25 days),
 * though the tables go on to day 1856.
 */
export const LAST_SCORED_DAY = 1826;

/**
 * The WHO z-scores of one day's measurements. A measurement outside its table (a weight-for-length
 * under 45 cm, say) or an age outside 0–1826 days gets no score. Weights use WHO's restricted
 * z beyond ±3, length and head the plain LMS z.
 */
export function assessGrowth(tables: WhoTables, measure: GrowthMeasure): GrowthScores {
  const { sex, weightKg, headCm } = measure;
  // WHO rounds a fractional age half up.
  const ageDays = Math.round(measure.ageDays);
  if (!(ageDays >= 0 && ageDays <= LAST_SCORED_DAY)) return {};
  const length =
    measure.lengthCm === undefined ? undefined : standardLength(measure.lengthCm, ageDays, measure.position);
  const lengthTable = ageDays < STANDING_FROM_DAYS ? 'wfl' : 'wfh';

  return {
    weightForAge: weightKg === undefined ? undefined : score(tables, 'wfa', sex, ageDays, weightKg, restrictedZScore),
    lengthForAge: length === undefined ? undefined : score(tables, 'lhfa', sex, ageDays, length, zScoreOf),
    headForAge: headCm === undefined ? undefined : score(tables, 'hcfa', sex, ageDays, headCm, zScoreOf),
    weightForLength:
      weightKg === undefined || length === undefined
        ? undefined
        : score(tables, lengthTable, sex, length, weightKg, restrictedZScore),
  };
}

/** The length in the position WHO's table expects at this age. */
function standardLength(lengthCm: number, ageDays: number, position: LengthPosition | undefined): number {
  const lyingAge = ageDays < STANDING_FROM_DAYS;
  if (lyingAge && position === 'standing') return lengthCm + LYING_MINUS_STANDING_CM;
  if (!lyingAge && position === 'lying') return lengthCm - LYING_MINUS_STANDING_CM;
  return lengthCm;
}

function score(
  tables: WhoTables,
  table: WhoTableName,
  sex: Sex,
  key: number,
  value: number,
  zScore: (x: number, lms: Lms) => number,
): Score | undefined {
  const lms = lmsAt(tables[table][sex], key);
  if (!lms) return undefined;
  const z = zScore(value, lms);
  return { z: roundZ(z), percentile: Math.round(percentileOfZ(z) * 10) / 10, table };
}

/** The z of the lines a growth chart draws, as the Caderneta da Criança does. */
export const CURVE_Z = [-3, -2, 0, 2, 3] as const;
export type CurveValues = [number, number, number, number, number];

/**
 * The chart lines at each key (age in days; for weight_for_length, the length or height in cm of the
 * wfl table, or of wfh with `standing`). Keys outside the table are left out. Length-for-age
 * needs no choice: its table holds lengths to day 730 and heights from 731.
 */
export function growthCurves(
  tables: WhoTables,
  indicator: GrowthIndicator,
  sex: Sex,
  keys: number[],
  options: { standing?: boolean } = {},
): { key: number; values: CurveValues }[] {
  const table = tables[CURVE_TABLE[indicator](options.standing === true)][sex];
  return keys.flatMap((key) => {
    const lms = lmsAt(table, key);
    return lms ? [{ key, values: CURVE_Z.map((z) => valueAtZ(lms, z)) as CurveValues }] : [];
  });
}

const CURVE_TABLE: Record<GrowthIndicator, (standing: boolean) => WhoTableName> = {
  weight_for_age: () => 'wfa',
  length_for_age: () => 'lhfa',
  head_for_age: () => 'hcfa',
  weight_for_length: (standing) => (standing ? 'wfh' : 'wfl'),
};
