import { type CalendarDate, parseCalendarDate } from '../age';

export type DayPeriod = 'Manhã' | 'Tarde' | 'Noite';
export const DAY_PERIODS: DayPeriod[] = ['Manhã', 'Tarde', 'Noite'];

/** Manhã 06:00-11:59, Tarde 12:00-17:59, Noite 18:00-05:59 (so 02:00 is Noite). */
export function periodOf(hour: number): DayPeriod {
  if (hour >= 6 && hour < 12) return 'Manhã';
  if (hour >= 12 && hour < 18) return 'Tarde';
  return 'Noite';
}

/** The local day from 00:00:00.000 to 23:59:59.999, as instants to send to the server. */
export function dayBounds(day: CalendarDate): { start: Date; end: Date } {
  const { year, month, day: d } = parseCalendarDate(day);
  return { start: new Date(year, month - 1, d, 0, 0, 0, 0), end: new Date(year, month - 1, d, 23, 59, 59, 999) };
}

/** The calendar day `offset` days from `day` (negative goes back). */
export function addDays(day: CalendarDate, offset: number): CalendarDate {
  const { year, month, day: d } = parseCalendarDate(day);
  const date = new Date(Date.UTC(year, month - 1, d + offset));
  return date.toISOString().slice(0, 10);
}

/** The local instant of a date and an "HH:mm" time the mother typed. */
export function localInstant(day: CalendarDate, time: string): Date {
  const { year, month, day: d } = parseCalendarDate(day);
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, d, h, m, 0, 0);
}

/** Groups events by period, each group in time order; periods with no event are left out. */
export function groupByPeriod<T extends { at: Date }>(events: T[]): { period: DayPeriod; events: T[] }[] {
  return DAY_PERIODS.map((period) => ({
    period,
    events: events.filter((e) => periodOf(e.at.getHours()) === period).sort((a, b) => a.at.getTime() - b.at.getTime()),
  })).filter((group) => group.events.length > 0);
}
