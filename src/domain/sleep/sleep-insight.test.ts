import { describe, expect, it } from 'vitest';
import { instantAt } from '../reminders/zoned-time';
import { sleepInsight } from './sleep-insight';
import { regularDays } from './sleep-test-log';

const tz = 'America/Sao_Paulo';
const now = instantAt('2026-11-17', 10 * 60, tz);

describe('sleepInsight', () => {
  it('says how many days it learned from and how many it skipped for a gap', () => {
    const log = regularDays(tz, '2026-11-10', 7);
    // The night from the 13th to the 14th was not logged: the 13th and the 14th cannot be read.
    const gap = log.filter((s) => s.start.toISOString() !== instantAt('2026-11-13', 19 * 60, tz).toISOString());
    expect(gap).toHaveLength(log.length - 1);
    expect(sleepInsight({ sleeps: log, now, timeZone: tz, months: 6 }).learning).toEqual({ used: 7, skipped: 0 });
    expect(sleepInsight({ sleeps: gap, now, timeZone: tz, months: 6 }).learning).toEqual({ used: 5, skipped: 2 });
  });

  it('scores this week’s naps, today’s too', () => {
    const log = [
      ...regularDays(tz, '2026-11-10', 7),
      { start: instantAt('2026-11-17', 8 * 60 + 30, tz), end: instantAt('2026-11-17', 9 * 60 + 30, tz) },
    ];
    const insight = sleepInsight({ sleeps: log, now, timeZone: tz, months: 6 });
    // The 11th to the 16th, three naps each, and this morning's.
    expect(insight.scored.length).toBe(6 * 3 + 1);
    expect(insight.scored.at(-1)).toMatchObject({ day: '2026-11-17', inside: true });
    expect(insight.forecast.state).toBe('awake');
  });
});
