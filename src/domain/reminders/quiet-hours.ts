import { addDays, instantAt, wallClockOf } from './zoned-time';

/** Minutes past midnight on the mother's clock; start after end means the span crosses midnight. */
export interface QuietHours {
  start: number;
  end: number;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { start: 22 * 60, end: 7 * 60 };

/** Whether a minute of the day falls in the quiet span; a span that starts where it ends is none. */
export function isQuietMinute(minutes: number, quiet: QuietHours): boolean {
  if (quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? minutes >= quiet.start && minutes < quiet.end
    : minutes >= quiet.start || minutes < quiet.end;
}

/** `at` itself when it is not quiet; else the instant the quiet span it falls in ends. */
export function firstAllowedInstant(at: Date, timeZone: string, quiet: QuietHours): Date {
  const { day, minutes } = wallClockOf(at, timeZone);
  if (!isQuietMinute(minutes, quiet)) return at;
  const endsToday = quiet.start > quiet.end ? minutes < quiet.end : true;
  return instantAt(endsToday ? day : addDays(day, 1), quiet.end, timeZone);
}
