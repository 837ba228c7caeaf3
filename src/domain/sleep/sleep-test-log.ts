import { addDays, instantAt, minutesOf } from '../reminders/zoned-time';
import type { SleepSpan } from './sleep-days';

/**
 * A sleep log written as the clock shows it, for tests: `[day, "09:00", "10:10"]`, an end before
 * the start being the next morning's; `null` as the end for a timer still running.
 */
export function sleepsOnClock(timeZone: string, spans: [string, string, string | null][]): SleepSpan[] {
  return spans.map(([day, from, to]) => {
    const start = instantAt(day, minutesOf(from), timeZone);
    if (to === null) return { start, end: null };
    const endDay = minutesOf(to) < minutesOf(from) ? addDays(day, 1) : day;
    return { start, end: instantAt(endDay, minutesOf(to), timeZone) };
  });
}

/** A regular day: woke at 06:30, naps at 08:30-09:30, 11:45-13:00 and 15:30-16:15, in bed 19:00-06:30. */
export function regularDays(timeZone: string, firstDay: string, count: number): SleepSpan[] {
  const spans: [string, string, string | null][] = [[addDays(firstDay, -1), '19:00', '06:30']];
  for (let i = 0; i < count; i++) {
    const day = addDays(firstDay, i);
    spans.push([day, '08:30', '09:30'], [day, '11:45', '13:00'], [day, '15:30', '16:15'], [day, '19:00', '06:30']);
  }
  return sleepsOnClock(timeZone, spans);
}
