import type { CalendarDate } from '../age';
import { addDays } from '../reminders/zoned-time';
import { loggedNaps, type ScoredNap, scoreForecasts } from './forecast-score';
import { DEFAULT_STRATEGY, type Strategy } from './nap-window';
import { sleepClockOf as wallClockOf } from './sleep-clock';
import { nightEnding, type SleepSpan } from './sleep-days';
import { forecastNow, type SleepForecast } from './sleep-forecast';
import { LEARNING_DAYS, readSleepHistory, type SleepHistory } from './sleep-history';

/** The score covers this week: today and the 6 days before. */
export const SCORE_DAYS = 7;
/**
 * The days of sleep the insight reads back from today: the week scored, the two weeks each of
 * its windows learned from, and the two weeks before those whose hit rate widened them. The
 * server reads no more, however long the log.
 */
export const SLEEP_READ_DAYS = SCORE_DAYS + 2 * LEARNING_DAYS + 1;

export interface SleepInsight {
  today: CalendarDate;
  forecast: SleepForecast;
  /** This week's naps with the window shown before each. */
  scored: ScoredNap[];
  /** The days the window now is learned from: readable, and skipped for a gap. */
  learning: { used: number; skipped: number };
  history: SleepHistory;
}

/** Everything the app says of her sleep at `now`, from the sleeps of the last `SLEEP_READ_DAYS` days. */
export function sleepInsight(input: {
  sleeps: SleepSpan[];
  now: Date;
  timeZone: string;
  months: number;
  strategy?: Strategy;
}): SleepInsight {
  const { sleeps, now, timeZone, months } = input;
  const strategy = input.strategy ?? DEFAULT_STRATEGY;
  const today = wallClockOf(now, timeZone).day;
  const history = readSleepHistory(
    sleeps,
    { firstDay: addDays(today, -(SLEEP_READ_DAYS - 1)), lastDay: addDays(today, -1) },
    timeZone,
    months,
  );
  const ended = sleeps
    .filter((s): s is { start: Date; end: Date } => !!s.end && s.end <= now)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const morning = nightEnding(today, ended, timeZone);
  const todaySoFar = morning
    ? [{ day: today, wokeAt: morning.wokeAt, naps: ended.filter((s) => s.start > morning.wokeAt) }]
    : [];
  const { scored, recentHits } = scoreForecasts(history.days, loggedNaps([...history.days, ...todaySoFar], timeZone), {
    fromDay: addDays(today, -(SCORE_DAYS - 1)),
    today,
    months,
    strategy,
  });
  // Days before the log began are not gaps: the first day that can be read follows its first sleep.
  const firstLogged = ended[0] ? addDays(wallClockOf(ended[0].start, timeZone).day, 1) : today;
  const learningFrom = addDays(today, -LEARNING_DAYS);
  return {
    today,
    forecast: forecastNow({ sleeps, days: history.days, now, timeZone, months, strategy, hits: recentHits }),
    scored,
    learning: {
      used: history.days.filter((d) => d.day >= learningFrom).length,
      skipped: history.skipped.filter((d) => d.day >= learningFrom && d.day >= firstLogged).length,
    },
    history,
  };
}
