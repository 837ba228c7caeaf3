import type { CalendarDate } from '../age';
import { zonedFormatter } from '../zoned-formatter';

const MINUTE = 60_000;
const wallFormatter = zonedFormatter('en-CA', {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The day and the minute of the day an instant shows on the time zone's clock. */
export function wallClockOf(at: Date, timeZone: string): { day: CalendarDate; minutes: number } {
  const parts = Object.fromEntries(
    wallFormatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The zone's clock read as if it were UTC, minus the instant: its offset then, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const { day, minutes } = wallClockOf(new Date(ms), timeZone);
  return Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE - Math.floor(ms / MINUTE) * MINUTE;
}

/**
 * The instant the zone's clock shows `minutes` past midnight on `day`. Right across a change of
 * offset: 09:00 is 09:00 on the day clocks moved. A time the clocks skipped (02:30 when they jump
 * from 02:00 to 03:00) is the instant after the jump by as much, 03:30, as people read it.
 */
export function instantAt(day: CalendarDate, minutes: number, timeZone: string): Date {
  const key = `${timeZone}|${day}|${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instant = instantOnClock(day, minutes, timeZone);
    instants.set(key, instant);
  }
  return new Date(instant);
}

// The reminder planner asks the same few days and hours for thousands of babies, and each answer
// costs three Intl readings (most of a planner pass's CPU at a million babies): answers are kept.
const INSTANTS_KEPT = 50_000;
const instants = new Map<string, number>();

function instantOnClock(day: CalendarDate, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const shows = (ms: number) => {
    const clock = wallClockOf(new Date(ms), timeZone);
    return clock.day === day && clock.minutes === minutes;
  };
  if (shows(second)) return second;
  // In a gap neither guess shows the time; the later one is the same span after the jump.
  return Math.max(first, second);
}

/** The calendar day `days` after `day`. */
export const addDays = (day: CalendarDate, days: number): CalendarDate =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "07:00" from 420 minutes, and back. */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
