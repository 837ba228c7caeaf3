import type { CalendarDate } from '../age';
import { zonedFormatter } from '../zoned-formatter';

/** One of the mother's local days: from its first instant to the next day's. */
export interface DayWindow {
  day: CalendarDate;
  start: Date;
  end: Date;
}

const dateFormatter = zonedFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** Whether the runtime knows the IANA time zone ("America/Sao_Paulo"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    dateFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date an instant falls on in the time zone. */
export const localDateOf = (at: Date, timeZone: string): CalendarDate => dateFormatter(timeZone).format(at);

const MINUTE = 60_000;

/**
 * The first instant of a local day. Not always 00:00: where clocks jumped at midnight (São Paulo,
 * 4 November 2018) the day began at 01:00. Searched minute by minute between the widest offsets,
 * since a zone's offsets change on whole minutes and its dates never run backwards.
 */
export function startOfLocalDay(day: CalendarDate, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let lo = (utcMidnight - 15 * 60 * MINUTE) / MINUTE;
  let hi = (utcMidnight + 15 * 60 * MINUTE) / MINUTE;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDateOf(new Date(mid * MINUTE), timeZone) >= day) hi = mid;
    else lo = mid + 1;
  }
  return new Date(lo * MINUTE);
}

const nextDay = (day: CalendarDate) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Whether `at` is the first minute of `day`: a day later than the last start, on most days. */
const startsDay = (at: Date, day: CalendarDate, timeZone: string) =>
  localDateOf(at, timeZone) === day && localDateOf(new Date(at.getTime() - MINUTE), timeZone) < day;

/** The `count` local days ending with `lastDay`, oldest first, each 23 to 25 hours long where clocks change. */
export function localDayWindows(lastDay: CalendarDate, count: number, timeZone: string): DayWindow[] {
  const first = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (count - 1) * 86_400_000).toISOString().slice(0, 10);
  const windows: DayWindow[] = [];
  let day = first;
  let start = startOfLocalDay(day, timeZone);
  for (let i = 0; i < count; i++) {
    const following = nextDay(day);
    const aDayLater = new Date(start.getTime() + 86_400_000);
    const end = startsDay(aDayLater, following, timeZone) ? aDayLater : startOfLocalDay(following, timeZone);
    windows.push({ day, start, end });
    day = following;
    start = end;
  }
  return windows;
}

/**
 * A span's seconds inside each day it touches: a night's sleep from 22:00 to 06:00 gives two
 * hours to the first day and six to the second. What the summary's SQL sums for saved sleeps,
 * done here for the one still running.
 */
export function secondsByDay(span: { start: Date; end: Date }, windows: DayWindow[]): Map<CalendarDate, number> {
  const byDay = new Map<CalendarDate, number>();
  for (const { day, start, end } of windows) {
    const overlap = Math.min(span.end.getTime(), end.getTime()) - Math.max(span.start.getTime(), start.getTime());
    if (overlap > 0) byDay.set(day, Math.round(overlap / 1000));
  }
  return byDay;
}

const clockFormatter = zonedFormatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "HH:mm" of an instant on the time zone's clock. */
export const localClockOf = (at: Date, timeZone: string): string => clockFormatter(timeZone).format(at);
