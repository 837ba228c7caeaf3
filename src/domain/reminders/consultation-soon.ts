import type { CalendarDate } from '../age';
import { localClockOf, localDateOf } from '../agenda/local-days';

/** How far ahead the dashboard's at-a-glance card shows the next appointment. */
export const CONSULTATION_SOON_DAYS = 7;

const nextDay = (day: CalendarDate): CalendarDate => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/**
 * When the next appointment is, on her clock, as the dashboard's card says it: "hoje, 10:00",
 * "amanhã, 10:00", else "04/12, 10:00".
 */
export function consultationSoonText(startsAt: Date, now: Date, timeZone: string): string {
  const day = localDateOf(startsAt, timeZone);
  const today = localDateOf(now, timeZone);
  const clock = localClockOf(startsAt, timeZone);
  if (day === today) return `hoje, ${clock}`;
  if (day === nextDay(today)) return `amanhã, ${clock}`;
  const [, month, date] = day.split('-');
  return `${date}/${month}, ${clock}`;
}
