import type { CalendarDate } from '../age';
import { addDays } from '../reminders/zoned-time';
import { sleepInstantAt as instantAt, sleepClockOf as wallClockOf } from './sleep-clock';

/** A logged sleep; `end` null while its timer runs. */
export interface SleepSpan {
  start: Date;
  end: Date | null;
}

export type WindowKind = 'nap' | 'bedtime';

/** The time a baby was awake before a sleep, and which sleep of her day that was. */
export interface WakeWindow {
  /** 1 for the first nap of the day; null before bedtime. */
  napNumber: number | null;
  kind: WindowKind;
  wokeAt: Date;
  sleptAt: Date;
  minutes: number;
  /** Minutes past midnight on the zone's clock when she woke: the time-of-day key. */
  wokeClock: number;
}

/** One awake day: from the morning's waking to the night's bedtime, with the naps between. */
export interface SleepDay {
  day: CalendarDate;
  wokeAt: Date;
  bedtimeAt: Date;
  naps: SleepSpan[];
  windows: WakeWindow[];
}

export type SkipReason = 'missing_night' | 'timer_left_running' | 'missing_log' | 'overlap';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Night: a sleep touching 00:00-05:00 belongs to it, and so do the sleeps chained to it. */
const NIGHT_CORE_END_MINUTES = 5 * 60;
/** Before the core, a sleep starting from 17:00 with at most 3 h awake before the next is still the night. */
const EVENING_FROM_MINUTES = 17 * 60;
const NIGHT_WAKING_MAX = 3 * HOUR;
/** After the core, a sleep starting before 07:30 with at most 2 h awake before it is still the night. */
const MORNING_UNTIL_MINUTES = 7 * 60 + 30;
const MORNING_WAKING_MAX = 2 * HOUR;
/** No baby sleeps this long in one go: a timer was left running. */
const LONGEST_SLEEP = 14 * HOUR;

export interface Night {
  bedtimeAt: Date;
  wokeAt: Date;
  sleeps: SleepSpan[];
}

/**
 * The night that ends on `day`: the sleeps touching its 00:00-05:00, with the evening's and the
 * early morning's sleeps chained to them. Null when none was logged (a gap in the log).
 * `sleeps` are the ended ones, sorted by start.
 */
export function nightEnding(day: CalendarDate, sleeps: SleepSpan[], timeZone: string): Night | null {
  const coreStart = instantAt(day, 0, timeZone).getTime();
  const coreEnd = instantAt(day, NIGHT_CORE_END_MINUTES, timeZone).getTime();
  let first = -1;
  let last = -1;
  for (let i = 0; i < sleeps.length; i++) {
    const s = sleeps[i]!;
    if (s.start.getTime() < coreEnd && (s.end?.getTime() ?? Number.POSITIVE_INFINITY) > coreStart) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return null;
  const eveningFrom = instantAt(addDays(day, -1), EVENING_FROM_MINUTES, timeZone).getTime();
  while (first > 0) {
    const prev = sleeps[first - 1]!;
    const gap = sleeps[first]!.start.getTime() - (prev.end?.getTime() ?? 0);
    if (prev.start.getTime() < eveningFrom || gap > NIGHT_WAKING_MAX) break;
    first--;
  }
  const morningUntil = instantAt(day, MORNING_UNTIL_MINUTES, timeZone).getTime();
  while (last < sleeps.length - 1) {
    const next = sleeps[last + 1]!;
    const gap = next.start.getTime() - (sleeps[last]!.end?.getTime() ?? Number.POSITIVE_INFINITY);
    if (next.start.getTime() >= morningUntil || gap > MORNING_WAKING_MAX) break;
    last++;
  }
  const chain = sleeps.slice(first, last + 1);
  return { bedtimeAt: chain[0]!.start, wokeAt: chain.at(-1)!.end!, sleeps: chain };
}

/**
 * The awake day that begins on `day` (from the morning's waking to the next night's bedtime),
 * or why it cannot be read: a missing night, a timer left running, sleeps that overlap, or a
 * wake window longer than `longestAwakeMinutes` (a nap that was not logged).
 */
export function readSleepDay(
  day: CalendarDate,
  sleeps: SleepSpan[],
  timeZone: string,
  longestAwakeMinutes: number,
): SleepDay | { day: CalendarDate; skipped: SkipReason } {
  const morning = nightEnding(day, sleeps, timeZone);
  const evening = nightEnding(addDays(day, 1), sleeps, timeZone);
  if (!morning || !evening || evening.bedtimeAt <= morning.wokeAt) return { day, skipped: 'missing_night' };
  const naps = sleeps.filter((s) => s.start > morning.wokeAt && s.start < evening.bedtimeAt);
  const spans = [...morning.sleeps, ...naps, ...evening.sleeps];
  if (spans.some((s) => s.end!.getTime() - s.start.getTime() > LONGEST_SLEEP))
    return { day, skipped: 'timer_left_running' };
  const windows: WakeWindow[] = [];
  let wokeAt = morning.wokeAt;
  const ends = [...naps, { start: evening.bedtimeAt, end: null }];
  for (let i = 0; i < ends.length; i++) {
    const next = ends[i]!;
    const minutes = (next.start.getTime() - wokeAt.getTime()) / MINUTE;
    if (minutes < 0) return { day, skipped: 'overlap' };
    if (minutes > longestAwakeMinutes) return { day, skipped: 'missing_log' };
    const bedtime = i === ends.length - 1;
    windows.push({
      napNumber: bedtime ? null : i + 1,
      kind: bedtime ? 'bedtime' : 'nap',
      wokeAt,
      sleptAt: next.start,
      minutes,
      wokeClock: wallClockOf(wokeAt, timeZone).minutes,
    });
    if (next.end) wokeAt = next.end;
  }
  return { day, wokeAt: morning.wokeAt, bedtimeAt: evening.bedtimeAt, naps, windows };
}

export const isSleepDay = (read: SleepDay | { skipped: SkipReason }): read is SleepDay => !('skipped' in read);
