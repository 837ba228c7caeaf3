import { type CalendarDate, formatAge, parseCalendarDate } from '../age';
import { GESTATIONAL_WEEKS } from './measurement-limits';

const DAY_MS = 86_400_000;
/** WHO's month (365.25 / 12 days). */
const DAYS_PER_MONTH = 30.4375;
/** Prematurity is corrected until 24 months of chronological age. */
const CORRECTED_UNTIL_DAYS = 731;
const TERM_DUE_DAYS = 40 * 7;

/** Days from birth to `on`, both `yyyy-MM-dd`; negative when `on` is before the birth. */
export function ageInDays(birthDate: CalendarDate, on: CalendarDate): number {
  return (utcDay(on) - utcDay(birthDate)) / DAY_MS;
}

function utcDay(date: CalendarDate): number {
  const { year, month, day } = parseCalendarDate(date);
  return Date.UTC(year, month - 1, day);
}

/** Gestational age at birth in days (32 + 4 is 228); none when the weeks are unknown. */
export function gestationalAgeDays(weeks: number | null | undefined, days: number | null | undefined): number | null {
  return weeks == null ? null : weeks * 7 + (days ?? 0);
}

/** Born before 37 + 0 weeks. */
export const isPreterm = (gestationalDays: number | null | undefined): gestationalDays is number =>
  gestationalDays != null && gestationalDays < GESTATIONAL_WEEKS.term * 7;

/**
 * The age the WHO curves and the milestones read: a baby born before 37 weeks is placed by the
 * days she came early, 280 − gestational days fewer, until 24 months; before her due date that
 * is day 0, still `corrected`. From 37 weeks, or with the weeks unknown, the chronological age.
 */
export function correctedAgeDays(
  ageDays: number,
  gestationalDays: number | null | undefined,
): { days: number; corrected: boolean } {
  if (!isPreterm(gestationalDays) || ageDays >= CORRECTED_UNTIL_DAYS) return { days: ageDays, corrected: false };
  return { days: Math.max(0, ageDays - (TERM_DUE_DAYS - gestationalDays)), corrected: true };
}

/** Whole months in a number of days, as the curves count them. */
export const monthsOfDays = (days: number): number => Math.floor(days / DAYS_PER_MONTH);

/** "0 dias", "1 dia", "30 dias" under a month; then "1 mês", "4 meses", "1 ano", "2 anos e 3 meses". */
export function formatAgeDays(days: number): string {
  const months = monthsOfDays(days);
  if (months >= 1) return formatAge(months);
  const whole = Math.max(0, Math.floor(days));
  return `${whole} ${whole === 1 ? 'dia' : 'dias'}`;
}

/** A gestational or postmenstrual age as maternity papers write it: "32 + 4 semanas", "40 semanas". */
export function formatWeeksAndDays(days: number): string {
  const weeks = Math.floor(days / 7);
  const rest = days - weeks * 7;
  return rest === 0 ? `${weeks} semanas` : `${weeks} + ${rest} semanas`;
}
