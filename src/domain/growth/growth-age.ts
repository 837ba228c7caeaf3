import { type CalendarDate, formatAge, parseCalendarDate } from '../age';
import { GESTATIONAL_WEEKS } from './measurement-limits';

const DAY_MS = 86_400_000;
/** WHO's month (365.25 / 12 days). */
const DAYS_PER_MONTH = 30.4375;
/** Prematurity is corrected until 24 months of chronological age. */
const CORRECTED_UNTIL_DAYS = 731;
const TERM_DUE_WEEKS = 40;

/** Days from birth to `on`, both `yyyy-MM-dd`; negative when `on` is before the birth. */
export function ageInDays(birthDate: CalendarDate, on: CalendarDate): number {
  return (utcDay(on) - utcDay(birthDate)) / DAY_MS;
}

function utcDay(date: CalendarDate): number {
  const { year, month, day } = parseCalendarDate(date);
  return Date.UTC(year, month - 1, day);
}

/**
 * The age the growth curves read: a baby born before 37 weeks is placed by the weeks she came
 * early, (40 − weeks) × 7 days fewer, until 24 months; before her due date that is day 0,
 * still `corrected`. From 37 weeks, or with the weeks unknown, the chronological age.
 */
export function correctedAgeDays(
  ageDays: number,
  gestationalWeeks: number | null | undefined,
): { days: number; corrected: boolean } {
  if (gestationalWeeks == null || gestationalWeeks >= GESTATIONAL_WEEKS.term || ageDays >= CORRECTED_UNTIL_DAYS) {
    return { days: ageDays, corrected: false };
  }
  return { days: Math.max(0, ageDays - (TERM_DUE_WEEKS - gestationalWeeks) * 7), corrected: true };
}

/** "0 dias", "1 dia", "30 dias" under a month; then "1 mês", "4 meses", "1 ano", "2 anos e 3 meses". */
export function formatAgeDays(days: number): string {
  const months = Math.floor(days / DAYS_PER_MONTH);
  if (months >= 1) return formatAge(months);
  const whole = Math.max(0, Math.floor(days));
  return `${whole} ${whole === 1 ? 'dia' : 'dias'}`;
}
