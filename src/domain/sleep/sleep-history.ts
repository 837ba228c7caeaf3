import type { CalendarDate } from '../age';
import { addDays } from '../reminders/zoned-time';
import { isSleepDay, readSleepDay, type SkipReason, type SleepDay, type SleepSpan } from './sleep-days';
import { commonWakeWindow } from './sleep-ranges';

/** The days the predictor learns from: at most two weeks back. */
export const LEARNING_DAYS = 14;

export interface SleepHistory {
  days: SleepDay[];
  skipped: { day: CalendarDate; reason: SkipReason }[];
}

/**
 * A wake window longer than twice the common band's top (at least 6 h) is taken for a nap that
 * was not logged, and its day is skipped.
 */
export const longestAwakeMinutes = (months: number) => Math.max(360, 2 * commonWakeWindow(months).maxMinutes);

/**
 * The awake days from `firstDay` to `lastDay` (both included), read from the sleeps in the log:
 * the ones that can be learned from, and the ones skipped with their reason.
 */
export function readSleepHistory(
  sleeps: SleepSpan[],
  range: { firstDay: CalendarDate; lastDay: CalendarDate },
  timeZone: string,
  months: number,
): SleepHistory {
  const ended = sleeps.filter((s) => s.end).sort((a, b) => a.start.getTime() - b.start.getTime());
  const history: SleepHistory = { days: [], skipped: [] };
  const longest = longestAwakeMinutes(months);
  for (let day = range.firstDay; day <= range.lastDay; day = addDays(day, 1)) {
    const read = readSleepDay(day, ended, timeZone, longest);
    if (isSleepDay(read)) history.days.push(read);
    else history.skipped.push({ day, reason: read.skipped });
  }
  return history;
}
