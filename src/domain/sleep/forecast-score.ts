import type { CalendarDate } from '../age';
import { addDays } from '../reminders/zoned-time';
import { type HitRate, type NapWindow, predictWindow, type Strategy, type WakeMoment } from './nap-window';
import { sleepClockOf as wallClockOf } from './sleep-clock';
import type { SleepDay } from './sleep-days';
import { LEARNING_DAYS } from './sleep-history';

/** A nap she logged, from a day that can be read, with the moment the window before it was shown. */
export interface LoggedNap {
  day: CalendarDate;
  moment: WakeMoment;
  start: Date;
}

export interface ScoredNap {
  day: CalendarDate;
  start: Date;
  window: NapWindow;
  inside: boolean;
}

/** The naps of readable days, and today's so far (its morning logged), in order. */
export function loggedNaps(days: Pick<SleepDay, 'day' | 'wokeAt' | 'naps'>[], timeZone: string): LoggedNap[] {
  return days.flatMap((d) => {
    let wokeAt = d.wokeAt;
    return d.naps.map((nap, i) => {
      const moment: WakeMoment = { day: d.day, wokeAt, wokeClock: wallClockOf(wokeAt, timeZone).minutes, napsSoFar: i };
      wokeAt = nap.end ?? wokeAt;
      return { day: d.day, moment, start: nap.start };
    });
  });
}

const inside = (window: NapWindow, at: Date) => at >= window.start && at <= window.end;

export interface ForecastScore {
  /** The naps from `fromDay` on, each with the window shown before it. */
  scored: ScoredNap[];
  /** How often the windows learned (before widening) were right over the last two weeks: what widens the next one. */
  recentHits: HitRate;
}

/**
 * "Quão certo foi?": for each nap from `fromDay` on, whether it began inside the window the app
 * showed before it, rebuilt from the log as it stood then: the window learned from the days
 * before the nap's, widened by the hit rate of the naps of the two weeks before. Deterministic,
 * so nothing is stored; the naps of the two weeks before `fromDay` only feed the hit rates.
 */
export function scoreForecasts(
  days: SleepDay[],
  naps: LoggedNap[],
  options: { fromDay: CalendarDate; today: CalendarDate; months: number; strategy: Strategy },
): ForecastScore {
  const learningFrom = addDays(options.fromDay, -LEARNING_DAYS);
  const base = naps
    .filter((n) => n.day >= learningFrom)
    .map((n) => ({ nap: n, hit: inside(predictWindow(days, n.moment, options), n.start) }));
  const hitsOf = (list: typeof base): HitRate => ({ inside: list.filter((b) => b.hit).length, total: list.length });
  const scored = base
    .filter(({ nap }) => nap.day >= options.fromDay)
    .map(({ nap }) => {
      const since = addDays(nap.day, -LEARNING_DAYS);
      const hits = hitsOf(base.filter((b) => b.nap.day >= since && b.nap.start < nap.moment.wokeAt));
      const window = predictWindow(days, nap.moment, { ...options, hits });
      return { day: nap.day, start: nap.start, window, inside: inside(window, nap.start) };
    });
  const since = addDays(options.today, -LEARNING_DAYS);
  return { scored, recentHits: hitsOf(base.filter((b) => b.nap.day >= since)) };
}
