import { describe, expect, it } from 'vitest';
import { localClockOf } from '../agenda/local-days';
import { addDays, instantAt } from '../reminders/zoned-time';
import { predictWindow, windowEdges } from './nap-window';
import { readSleepHistory } from './sleep-history';
import { regularDays } from './sleep-test-log';

const tz = 'America/Sao_Paulo';
const history = (zone: string, firstDay: string, count: number, months = 6) =>
  readSleepHistory(
    regularDays(zone, firstDay, count),
    { firstDay, lastDay: addDays(firstDay, count - 1) },
    zone,
    months,
  ).days;
const clock = (at: Date, zone = tz) => localClockOf(at, zone);
const width = (w: { start: Date; end: Date }) => (w.end.getTime() - w.start.getTime()) / 60_000;

describe('predictWindow', () => {
  const days = history(tz, '2026-11-10', 7);
  const morning = { day: '2026-11-17', wokeAt: instantAt('2026-11-17', 390, tz), wokeClock: 390, napsSoFar: 0 };

  it('puts the first nap where her own first naps began, 20 to 40 min wide', () => {
    const window = predictWindow(days, morning, { months: 6, strategy: 'order' });
    expect(window).toMatchObject({ kind: 'nap', napNumber: 1, basis: { kind: 'own', days: 7 } });
    expect(clock(window.start) <= '08:30' && clock(window.end) >= '08:30').toBe(true);
    expect(width(window)).toBeGreaterThanOrEqual(20);
    expect(width(window)).toBeLessThanOrEqual(40);
  });

  it('learns each nap by its order in the day', () => {
    const afterSecond = { ...morning, wokeAt: instantAt('2026-11-17', 13 * 60, tz), wokeClock: 780, napsSoFar: 2 };
    const window = predictWindow(days, afterSecond, { months: 6, strategy: 'order' });
    expect(window.napNumber).toBe(3);
    expect(clock(window.start) <= '15:30' && clock(window.end) >= '15:30').toBe(true);
  });

  it('gives the bedtime window once the day has had its usual naps', () => {
    const afterThird = { ...morning, wokeAt: instantAt('2026-11-17', 16 * 60 + 15, tz), wokeClock: 975, napsSoFar: 3 };
    const window = predictWindow(days, afterThird, { months: 6, strategy: 'order' });
    expect(window.kind).toBe('bedtime');
    expect(clock(window.start) <= '19:00' && clock(window.end) >= '19:00').toBe(true);
  });

  it('answers with the common band for her age with fewer than 3 days to learn from', () => {
    const window = predictWindow(history(tz, '2026-11-15', 2), morning, { months: 5, strategy: 'order' });
    expect(window.basis).toEqual({ kind: 'common', months: 5 });
    expect([clock(window.start), clock(window.end)]).toEqual(['08:00', '09:00']);
  });

  it('keeps the same clock across a change of daylight saving time', () => {
    const ny = 'America/New_York';
    // Clocks went back on 1 November 2026: that night was 25 hours long.
    const nyDays = history(ny, '2026-10-27', 7);
    const wokeAt = instantAt('2026-11-03', 390, ny);
    const window = predictWindow(
      nyDays,
      { day: '2026-11-03', wokeAt, wokeClock: 390, napsSoFar: 0 },
      {
        months: 6,
        strategy: 'order',
      },
    );
    expect(window.basis).toEqual({ kind: 'own', days: 7 });
    expect(clock(window.start, ny) <= '08:30' && clock(window.end, ny) >= '08:30').toBe(true);
  });
});

describe('windowEdges', () => {
  const residual = [-6, -3, 0, 0, 2, 4, 8, 12].map((value) => ({ value, weight: 1 }));

  it('widens a window that has been rarely right', () => {
    const right = windowEdges(residual, { inside: 9, total: 10 });
    const wrong = windowEdges(residual, { inside: 4, total: 10 });
    expect(wrong.before + wrong.after).toBeGreaterThan(right.before + right.after);
    expect(wrong.before + wrong.after).toBeLessThanOrEqual(40);
  });

  it('is never narrower than 20 min', () => {
    const { before, after } = windowEdges([{ value: 0, weight: 1 }], undefined);
    expect(before + after).toBe(20);
  });
});
