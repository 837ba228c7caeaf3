import { describe, expect, it } from 'vitest';
import { localClockOf } from '../agenda/local-days';
import { addDays, instantAt } from '../reminders/zoned-time';
import { loggedNaps, scoreForecasts } from './forecast-score';
import { forecastNow } from './sleep-forecast';
import { readSleepHistory } from './sleep-history';
import { regularDays, sleepsOnClock } from './sleep-test-log';

const tz = 'America/Sao_Paulo';
const firstDay = '2026-11-10';
const log = regularDays(tz, firstDay, 7);
const days = readSleepHistory(log, { firstDay, lastDay: '2026-11-16' }, tz, 6).days;
const at = (day: string, clock: string) => instantAt(day, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), tz);
const forecast = (sleeps: typeof log, now: Date) =>
  forecastNow({ sleeps, days, now, timeZone: tz, months: 6, strategy: 'order', hits: { inside: 0, total: 0 } });

describe('forecastNow', () => {
  it('says she is asleep while a sleep has no end', () => {
    const sleeps = [...log, ...sleepsOnClock(tz, [['2026-11-17', '08:35', null]])];
    expect(forecast(sleeps, at('2026-11-17', '09:00'))).toEqual({ state: 'asleep', since: at('2026-11-17', '08:35') });
  });

  it('gives the next nap by its order in her day', () => {
    const sleeps = [...log, ...sleepsOnClock(tz, [['2026-11-17', '08:30', '09:30']])];
    const now = forecast(sleeps, at('2026-11-17', '10:00'));
    if (now.state !== 'awake') throw new Error(now.state);
    expect(now.wokeAt).toEqual(at('2026-11-17', '09:30'));
    expect(now.window.napNumber).toBe(2);
    expect(localClockOf(now.window.start, tz) <= '11:45' && localClockOf(now.window.end, tz) >= '11:45').toBe(true);
  });

  it('gives the bedtime window in the evening', () => {
    const sleeps = [
      ...log,
      ...sleepsOnClock(tz, [
        ['2026-11-17', '08:30', '09:30'],
        ['2026-11-17', '11:45', '13:00'],
        ['2026-11-17', '15:30', '16:15'],
      ]),
    ];
    const now = forecast(sleeps, at('2026-11-17', '17:00'));
    expect(now.state === 'awake' && now.window.kind).toBe('bedtime');
  });

  it('guesses no window when she is awake in the small hours', () => {
    expect(forecast(log, at('2026-11-17', '07:00')).state).toBe('awake');
    const woke = [...log.slice(0, -1), ...sleepsOnClock(tz, [['2026-11-16', '19:00', '02:10']])];
    expect(forecast(woke, at('2026-11-17', '02:30'))).toEqual({ state: 'night', wokeAt: at('2026-11-17', '02:10') });
  });

  it('has nothing to say of a new baby with no sleep logged', () => {
    expect(forecast([], at('2026-11-17', '10:00'))).toEqual({ state: 'no_data' });
  });
});

describe('scoreForecasts', () => {
  it('counts the naps that began inside the window shown before them', () => {
    const late = sleepsOnClock(tz, [
      ['2026-11-17', '08:30', '09:30'],
      ['2026-11-17', '13:30', '14:30'],
    ]);
    const sleeps = [...log, ...late, ...sleepsOnClock(tz, [['2026-11-17', '19:00', '06:30']])];
    const history = readSleepHistory(sleeps, { firstDay, lastDay: '2026-11-17' }, tz, 6);
    const { scored } = scoreForecasts(history.days, loggedNaps(history.days, tz), {
      fromDay: '2026-11-17',
      today: '2026-11-17',
      months: 6,
      strategy: 'order',
    });
    expect(scored.map((s) => s.inside)).toEqual([true, false]);
  });

  it('scores the early days against the common band', () => {
    const history = readSleepHistory(log, { firstDay, lastDay: addDays(firstDay, 1) }, tz, 6);
    const { scored } = scoreForecasts(history.days, loggedNaps(history.days, tz), {
      fromDay: firstDay,
      today: addDays(firstDay, 1),
      months: 6,
      strategy: 'order',
    });
    expect(scored.every((s) => s.window.basis.kind === 'common')).toBe(true);
  });
});
