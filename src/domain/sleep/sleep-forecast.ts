import type { CalendarDate } from '../age';
import { type HitRate, type NapWindow, predictWindow, type Strategy } from './nap-window';
import { sleepClockOf as wallClockOf } from './sleep-clock';
import { nightEnding, type SleepDay, type SleepSpan } from './sleep-days';

export type SleepForecast =
  | { state: 'asleep'; since: Date }
  | { state: 'awake'; wokeAt: Date; window: NapWindow }
  /** Awake in the night: the next sleep is the night's own, no window to guess. */
  | { state: 'night'; wokeAt: Date }
  /** No sleep logged in the last 12 hours: nothing to count the wake window from. */
  | { state: 'no_data' };

const HOUR = 3_600_000;
const STALE_AFTER = 12 * HOUR;
const NIGHT_CORE_END = 5 * 60;
const EVENING_FROM = 18 * 60;
/** A sleep begun in the evening and this long was the night's, not a late nap. */
const NIGHT_SLEEP_AT_LEAST = 2 * HOUR;

/**
 * Where her sleep stands at `now`: asleep (a timer or a sleep without an end), awake with the
 * window of her next sleep, awake in the night, or too little in the log to say.
 */
export function forecastNow(input: {
  sleeps: SleepSpan[];
  days: SleepDay[];
  now: Date;
  timeZone: string;
  months: number;
  strategy: Strategy;
  hits: HitRate;
}): SleepForecast {
  const { sleeps, now, timeZone } = input;
  const running = sleeps
    .filter((s) => !s.end && s.start <= now)
    .sort((a, b) => b.start.getTime() - a.start.getTime())[0];
  if (running) return { state: 'asleep', since: running.start };
  const ended = sleeps
    .filter((s): s is { start: Date; end: Date } => !!s.end && s.end <= now)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const last = ended.at(-1);
  if (!last || now.getTime() - last.end.getTime() > STALE_AFTER) return { state: 'no_data' };
  const clock = wallClockOf(now, timeZone);
  const lastStart = wallClockOf(last.start, timeZone);
  const nightSleep =
    lastStart.minutes >= EVENING_FROM && last.end.getTime() - last.start.getTime() >= NIGHT_SLEEP_AT_LEAST;
  if (clock.minutes < NIGHT_CORE_END || (nightSleep && clock.day === lastStart.day))
    return { state: 'night', wokeAt: last.end };
  const today: CalendarDate = clock.day;
  const night = nightEnding(today, ended, timeZone);
  const napsSoFar = night ? ended.filter((s) => s.start > night.wokeAt).length : null;
  const window = predictWindow(
    input.days,
    { day: today, wokeAt: last.end, wokeClock: wallClockOf(last.end, timeZone).minutes, napsSoFar },
    { months: input.months, strategy: input.strategy, hits: input.hits },
  );
  return { state: 'awake', wokeAt: last.end, window };
}
