import { describe, expect, it } from 'vitest';
import { addDays, clockText, instantAt, minutesOf, wallClockOf } from './zoned-time';

describe('instantAt', () => {
  it('reads São Paulo at UTC-3', () => {
    expect(instantAt('2026-11-25', 9 * 60, 'America/Sao_Paulo').toISOString()).toBe('2026-11-25T12:00:00.000Z');
  });

  it('keeps 09:00 at 09:00 across a change of offset', () => {
    // New York moved from UTC-4 to UTC-5 on 1 November 2026.
    expect(instantAt('2026-10-31', 9 * 60, 'America/New_York').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(instantAt('2026-11-01', 9 * 60, 'America/New_York').toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(instantAt('2026-03-08', 9 * 60, 'America/New_York').toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('reads a time the clocks skipped as just after the jump', () => {
    // 8 March 2026 in New York: 02:00 became 03:00.
    const at = instantAt('2026-03-08', 2 * 60 + 30, 'America/New_York');
    expect(wallClockOf(at, 'America/New_York')).toEqual({ day: '2026-03-08', minutes: 3 * 60 + 30 });
  });

  it('São Paulo kept daylight time until 2019: 4 November 2018 began at 01:00', () => {
    expect(instantAt('2018-11-04', 9 * 60, 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T11:00:00.000Z');
  });
});

describe('wallClockOf', () => {
  it('gives the day and minute on the zone clock', () => {
    expect(wallClockOf(new Date('2026-11-25T02:30:00Z'), 'America/Sao_Paulo')).toEqual({
      day: '2026-11-24',
      minutes: 23 * 60 + 30,
    });
  });
});

describe('small helpers', () => {
  it('moves days and reads clocks', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(clockText(420)).toBe('07:00');
    expect(minutesOf('22:30')).toBe(1350);
  });
});

describe('instantAt asked again', () => {
  it('gives the same instant as a new Date each time, so a caller changing one changes no other', () => {
    const first = instantAt('2026-03-08', 150, 'America/New_York');
    first.setTime(0);
    const again = instantAt('2026-03-08', 150, 'America/New_York');
    expect(again.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantAt('2026-03-08', 150, 'America/Sao_Paulo').toISOString()).toBe('2026-03-08T05:30:00.000Z');
  });
});
