import type { CalendarDate } from '../age';
import { instantAt, wallClockOf } from '../reminders/zoned-time';

/**
 * The zone's clock for the sleep log, remembered: a month of sleeps asks for the same few hundred
 * local times again and again, and each `Intl` answer costs tens of microseconds. Both answers
 * are pure, so remembering them changes nothing but the time; the memories are bounded.
 */
const LIMIT = 20_000;
const offsets = new Map<string, number>();
const instants = new Map<string, number>();
const QUARTER = 15 * 60_000;

function remember<T>(memory: Map<string, T>, key: string, make: () => T): T {
  const known = memory.get(key);
  if (known !== undefined) return known;
  if (memory.size >= LIMIT) memory.clear();
  const value = make();
  memory.set(key, value);
  return value;
}

/**
 * The day and minute on the zone's clock. Offsets change only on quarter hours of UTC (every
 * offset in use is a whole number of quarter hours), so one reading per quarter hour serves.
 */
export function sleepClockOf(at: Date, timeZone: string): { day: CalendarDate; minutes: number } {
  const quarter = Math.floor(at.getTime() / QUARTER) * QUARTER;
  const offset = remember(offsets, `${timeZone}|${quarter}`, () => {
    const { day, minutes } = wallClockOf(new Date(quarter), timeZone);
    return Date.parse(`${day}T00:00:00Z`) + minutes * 60_000 - quarter;
  });
  const wall = new Date(Math.floor(at.getTime() / 60_000) * 60_000 + offset);
  return { day: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** `instantAt`, remembered. */
export const sleepInstantAt = (day: CalendarDate, minutes: number, timeZone: string): Date =>
  new Date(remember(instants, `${timeZone}|${day}|${minutes}`, () => instantAt(day, minutes, timeZone).getTime()));
