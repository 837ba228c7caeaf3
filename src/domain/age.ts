/** A calendar date as the user typed it: `yyyy-MM-dd`, no time zone. */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseCalendarDate(value: CalendarDate): { year: number; month: number; day: number } {
  const match = CALENDAR_DATE.exec(value);
  if (!match) throw new Error(`Not a calendar date: ${value}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The local calendar date of `now` as `yyyy-MM-dd`. */
export function toCalendarDate(now: Date): CalendarDate {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * Whole months lived: the month difference, minus one while this month's day of birth has not
 * come yet; never below zero (a birth date in the future is 0 months).
 */
export function ageInMonths(birthDate: CalendarDate, today: CalendarDate): number {
  const birth = parseCalendarDate(birthDate);
  const now = parseCalendarDate(today);
  let months = (now.year - birth.year) * 12 + (now.month - birth.month);
  if (now.day < birth.day) months -= 1;
  return Math.max(0, months);
}

/** "1 mês", "5 meses", "1 ano", "2 anos", "1 ano e 3 meses". */
export function formatAge(totalMonths: number): string {
  const months = Math.max(0, Math.floor(totalMonths));
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const monthText = `${rest} ${rest === 1 ? 'mês' : 'meses'}`;
  if (years === 0) return monthText;
  const yearText = `${years} ${years === 1 ? 'ano' : 'anos'}`;
  return rest === 0 ? yearText : `${yearText} e ${monthText}`;
}

export function ageText(birthDate: CalendarDate, today: CalendarDate): string {
  return formatAge(ageInMonths(birthDate, today));
}
