import { ageInDays, correctedAgeDays } from '../growth/growth-age';

/** Months as the age bands count them (WHO's month). */
const DAYS_PER_MONTH = 30.4375;

/**
 * The wake windows that circulate among sleep consultants and app makers (docs/content-sources.md, Sleep): no health
 * authority gives them, so the app says "faixa comum, sem consenso científico" wherever it uses
 * one, and prefers the baby's own log. The sources give no band for 2-3 months; the first weeks' band
 * stands in for it, and the one-nap band starts at 15 months, when most toddlers have dropped a nap.
 */
const WAKE_WINDOW_BANDS = [
  { fromMonths: 0, minMinutes: 45, maxMinutes: 90 },
  { fromMonths: 4, minMinutes: 90, maxMinutes: 150 },
  { fromMonths: 7, minMinutes: 150, maxMinutes: 210 },
  { fromMonths: 15, minMinutes: 240, maxMinutes: 360 },
] as const;

export const NO_CONSENSUS = 'sem consenso científico';

/** The age the sleep bands read: corrected for a preterm baby, as the growth curves do. */
export function sleepAgeMonths(
  birthDate: string,
  today: string,
  gestationalDays: number | null | undefined,
): { months: number; corrected: boolean } {
  const { days, corrected } = correctedAgeDays(Math.max(0, ageInDays(birthDate, today)), gestationalDays);
  return { months: Math.floor(days / DAYS_PER_MONTH), corrected };
}

export function commonWakeWindow(months: number): { minMinutes: number; maxMinutes: number } {
  const band = WAKE_WINDOW_BANDS.findLast((b) => months >= b.fromMonths) ?? WAKE_WINDOW_BANDS[0];
  return { minMinutes: band.minMinutes, maxMinutes: band.maxMinutes };
}

export interface SleepTotalRange {
  minHours: number;
  maxHours: number;
  source: string;
}

/**
 * Sleep per 24 hours, naps included (docs/content-sources.md, Sleep): the AASM consensus from 4 months; under 4 months
 * the AASM gives none, so the National Sleep Foundation's 0-3 months range, named as such.
 */
export function sleepTotalRange(months: number): SleepTotalRange {
  if (months < 4) return { minHours: 14, maxHours: 17, source: 'National Sleep Foundation (2015), 0 a 3 meses' };
  if (months < 12) return { minHours: 12, maxHours: 16, source: 'AASM (2016), 4 a 12 meses' };
  if (months < 36) return { minHours: 11, maxHours: 14, source: 'AASM (2016), 1 a 2 anos' };
  return { minHours: 10, maxHours: 13, source: 'AASM (2016), 3 a 5 anos' };
}
