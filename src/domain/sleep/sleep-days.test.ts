import { describe, expect, it } from 'vitest';
import { isSleepDay, nightEnding, readSleepDay } from './sleep-days';
import { regularDays, sleepsOnClock } from './sleep-test-log';

const tz = 'America/Sao_Paulo';
const ended = (spans: Parameters<typeof sleepsOnClock>[1]) => sleepsOnClock(tz, spans);

describe('nightEnding', () => {
  it('chains the evening sleep and the night wakings into one night', () => {
    const night = nightEnding(
      '2026-11-20',
      ended([
        ['2026-11-19', '15:30', '16:15'],
        ['2026-11-19', '19:10', '23:00'],
        ['2026-11-19', '23:30', '03:00'],
        ['2026-11-20', '03:30', '06:40'],
        ['2026-11-20', '08:40', '09:30'],
      ]),
      tz,
    );
    expect(night?.sleeps).toHaveLength(3);
    expect(night?.bedtimeAt.toISOString()).toBe('2026-11-19T22:10:00.000Z');
    expect(night?.wokeAt.toISOString()).toBe('2026-11-20T09:40:00.000Z');
  });

  it('is null when no sleep touches the small hours: a night not logged', () => {
    expect(nightEnding('2026-11-20', ended([['2026-11-20', '08:40', '09:30']]), tz)).toBeNull();
  });
});

describe('readSleepDay', () => {
  it('numbers the naps and ends with the bedtime window', () => {
    const day = readSleepDay('2026-11-20', regularDays(tz, '2026-11-20', 1), tz, 360);
    if (!isSleepDay(day)) throw new Error(day.skipped);
    expect(day.windows.map((w) => [w.kind, w.napNumber, w.minutes])).toEqual([
      ['nap', 1, 120],
      ['nap', 2, 135],
      ['nap', 3, 150],
      ['bedtime', null, 165],
    ]);
    expect(day.windows[1]?.wokeClock).toBe(9 * 60 + 30);
  });

  it('skips a day whose night was not logged', () => {
    const log = regularDays(tz, '2026-11-20', 1).slice(0, -1);
    expect(readSleepDay('2026-11-20', log, tz, 360)).toEqual({ day: '2026-11-20', skipped: 'missing_night' });
  });

  it('skips a day with a timer left running', () => {
    const log = ended([
      ['2026-11-19', '19:00', '06:30'],
      ['2026-11-20', '08:30', '23:30'],
      ['2026-11-20', '23:45', '06:30'],
    ]);
    expect(readSleepDay('2026-11-20', log, tz, 360)).toMatchObject({ skipped: 'timer_left_running' });
  });

  it('skips a day with a wake window too long to be real: a nap not logged', () => {
    const log = ended([
      ['2026-11-19', '19:00', '06:30'],
      ['2026-11-20', '08:30', '09:30'],
      ['2026-11-20', '19:00', '06:30'],
    ]);
    expect(readSleepDay('2026-11-20', log, tz, 360)).toMatchObject({ skipped: 'missing_log' });
  });
});
