import { describe, expect, it } from 'vitest';
import { isTimeZone, localDayWindows, secondsByDay, startOfLocalDay } from './local-days';

const SP = 'America/Sao_Paulo';
const hours = (w: { start: Date; end: Date }) => (w.end.getTime() - w.start.getTime()) / 3_600_000;

describe('local days', () => {
  it('starts a São Paulo day at 03:00 UTC today, when the zone has no daylight saving', () => {
    expect(startOfLocalDay('2026-11-23', SP).toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it('starts the day clocks jumped at midnight (4 Nov 2018) at 01:00 local, and makes it 23 h long', () => {
    const [before, jump, after] = localDayWindows('2018-11-05', 3, SP);
    expect(before!.day).toBe('2018-11-03');
    expect(jump!.start.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(hours(before!)).toBe(24);
    expect(hours(jump!)).toBe(23);
    expect(after!.start.toISOString()).toBe('2018-11-05T02:00:00.000Z');
  });

  it('makes the day clocks went back (17 Feb 2018) 25 h long', () => {
    const [back, next] = localDayWindows('2018-02-18', 2, SP);
    expect(back!.start.toISOString()).toBe('2018-02-17T02:00:00.000Z');
    expect(hours(back!)).toBe(25);
    expect(next!.start.toISOString()).toBe('2018-02-18T03:00:00.000Z');
  });

  it('lays the days end to end, oldest first', () => {
    const windows = localDayWindows('2026-11-23', 30, SP);
    expect(windows).toHaveLength(30);
    expect(windows[0]!.day).toBe('2026-10-25');
    expect(windows.at(-1)!.day).toBe('2026-11-23');
    for (let i = 1; i < windows.length; i++) expect(windows[i]!.start).toEqual(windows[i - 1]!.end);
  });

  it('knows real time zones only', () => {
    expect(isTimeZone(SP)).toBe(true);
    expect(isTimeZone('America/Atlantida')).toBe(false);
  });
});

describe('a span split across midnight', () => {
  it('gives each day its own part of a night’s sleep', () => {
    const windows = localDayWindows('2026-11-23', 2, SP);
    const night = { start: new Date('2026-11-23T01:00:00Z'), end: new Date('2026-11-23T09:00:00Z') };
    // 22:00 to 06:00 in São Paulo: two hours on the 22nd, six on the 23rd.
    expect(Object.fromEntries(secondsByDay(night, windows))).toEqual({ '2026-11-22': 7200, '2026-11-23': 21_600 });
  });

  it('counts a night across the 2018 jump on the 23-hour day', () => {
    const windows = localDayWindows('2018-11-04', 2, SP);
    // 23:00 on the 3rd (02:00Z) to 07:00 on the 4th (09:00Z): one hour before midnight, six after the jump.
    const night = { start: new Date('2018-11-04T02:00:00Z'), end: new Date('2018-11-04T09:00:00Z') };
    expect(Object.fromEntries(secondsByDay(night, windows))).toEqual({ '2018-11-03': 3600, '2018-11-04': 21_600 });
  });
});
