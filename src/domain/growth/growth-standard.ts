import { correctedAgeDays, formatAgeDays, formatWeeksAndDays, isPreterm } from './growth-age';
import {
  assessGrowth,
  type GrowthMeasure,
  type GrowthScores,
  type PretermTableName,
  type Score,
  type Sex,
  type WhoTables,
} from './growth-indicators';
import { PRETERM_PMA_WEEKS, type PretermIndicator, pretermZ } from './intergrowth-preterm';
import { percentileOfZ, roundZ } from './lms';

/**
 * The curves a measurement is read on: INTERGROWTH-21st for a baby born before 37 weeks until
 * 64 weeks of postmenstrual age; none for her before 27 weeks of PMA, where that standard does
 * not begin; WHO (corrected age) for everyone else and after.
 */
export type GrowthStandard = 'intergrowth_preterm' | 'before_preterm_curves' | 'who';

export const STANDARD_NAMES: Record<GrowthStandard, string> = {
  intergrowth_preterm: 'curva INTERGROWTH-21st para prematuros',
  before_preterm_curves: 'a curva para prematuros começa em 27 semanas',
  who: 'curvas da OMS',
};

/**
 * What Lu may say about the curve a measurement was read on: none before 27 weeks of PMA, where
 * nothing was scored; nothing for the WHO curves, which her percentiles already imply.
 */
export function standardNote(standard: GrowthStandard): string | null {
  if (standard === 'intergrowth_preterm') return `lida na ${STANDARD_NAMES.intergrowth_preterm}`;
  if (standard === 'before_preterm_curves') return `sem percentil: ${STANDARD_NAMES.before_preterm_curves}`;
  return null;
}

/** The day of life a baby reaches PMA `weeks`: from here the WHO curves take over. */
const PRETERM_UNTIL_DAYS = PRETERM_PMA_WEEKS.to * 7;
const PRETERM_FROM_DAYS = PRETERM_PMA_WEEKS.from * 7;

export interface GrowthAgeOnDay {
  standard: GrowthStandard;
  /** Days since birth. */
  realDays: number;
  /** The WHO curves' age: corrected for prematurity until 24 months (0 before the due date). */
  days: number;
  corrected: boolean;
  /** Postmenstrual age in days, for a baby born before 37 weeks; else null. */
  pmaDays: number | null;
}

/**
 * Where a baby `realDays` old stands: her standard, her corrected age and, born preterm, her PMA.
 * INTERGROWTH-21st covers PMA 27 + 0 to 63 + 6 weeks; 64 + 0 is the WHO curves' first day.
 */
export function growthAgeOnDay(realDays: number, gestationalDays: number | null | undefined): GrowthAgeOnDay {
  const { days, corrected } = correctedAgeDays(realDays, gestationalDays);
  if (!isPreterm(gestationalDays)) return { standard: 'who', realDays, days, corrected, pmaDays: null };
  const pmaDays = gestationalDays + realDays;
  const standard: GrowthStandard =
    pmaDays >= PRETERM_UNTIL_DAYS
      ? 'who'
      : pmaDays < PRETERM_FROM_DAYS
        ? 'before_preterm_curves'
        : 'intergrowth_preterm';
  return { standard, realDays, days, corrected, pmaDays };
}

const PRETERM_TABLES: Record<PretermIndicator, PretermTableName> = {
  weight: 'ig_weight',
  length: 'ig_length',
  head: 'ig_head',
};

function pretermScore(indicator: PretermIndicator, sex: Sex, pmaDays: number, value: number): Score | undefined {
  const z = pretermZ(indicator, sex, pmaDays / 7, value);
  if (z === undefined) return undefined;
  return { z: roundZ(z), percentile: Math.round(percentileOfZ(z) * 10) / 10, table: PRETERM_TABLES[indicator] };
}

/**
 * One day's scores on the baby's standard. INTERGROWTH-21st has weight, length and head for age;
 * its weight-for-length needs a length of 35 to 65 cm and is not used here, so a preterm baby's
 * weight-for-length waits for the WHO curves.
 */
export function scoreOnStandard(
  tables: WhoTables,
  age: GrowthAgeOnDay,
  measure: Omit<GrowthMeasure, 'ageDays'>,
): GrowthScores {
  if (age.standard === 'before_preterm_curves') return {};
  if (age.standard === 'who') return assessGrowth(tables, { ...measure, ageDays: age.days });
  const pma = age.pmaDays!;
  const { sex, weightKg, lengthCm, headCm } = measure;
  return {
    weightForAge: weightKg === undefined ? undefined : pretermScore('weight', sex, pma, weightKg),
    lengthForAge: lengthCm === undefined ? undefined : pretermScore('length', sex, pma, lengthCm),
    headForAge: headCm === undefined ? undefined : pretermScore('head', sex, pma, headCm),
  };
}

const DUE_PMA_DAYS = 40 * 7;

/**
 * The baby's ages in words, as the chart and the report show them: "idade corrigida: 2 meses ·
 * idade real: 4 meses"; before her due date, her postmenstrual age instead of a corrected one;
 * on the preterm curve, her postmenstrual age too, which its axis reads. A term baby: her age.
 */
export function growthAgeWords(age: GrowthAgeOnDay): string {
  const real = formatAgeDays(age.realDays);
  if (age.pmaDays === null) return `idade: ${real}`;
  const pma = `idade pós-menstrual: ${formatWeeksAndDays(age.pmaDays)}`;
  if (age.pmaDays < DUE_PMA_DAYS) return `${pma} · idade real: ${real}`;
  const corrected = age.corrected
    ? `idade corrigida: ${formatAgeDays(age.days)} · idade real: ${real}`
    : `idade: ${real}`;
  return age.standard === 'intergrowth_preterm' ? `${corrected} · ${pma}` : corrected;
}
