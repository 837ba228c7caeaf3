import { describe, expect, it } from 'vitest';
import { addDays, dayBounds, groupByPeriod, localInstant, periodOf } from './day-periods';

describe('periodOf', () => {
  it.each([
    ['05:59', 'Noite'],
    ['06:00', 'Manhã'],
    ['11:59', 'Manhã'],
    ['12:00', 'Tarde'],
    ['17:59', 'Tarde'],
    ['18:00', 'Noite'],
    ['23:59', 'Noite'],
    ['00:00', 'Noite'],
    ['02:00', 'Noite'],
  ])('%s is %s', (time, period) => {
    expect(periodOf(Number(time.slice(0, 2)))).toBe(period);
  });
});

describe('dayBounds', () => {
  it('runs from local midnight to the last millisecond of the day', () => {
    const { start, end } = dayBounds('2026-11-21');
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([
      2026, 10, 21, 0, 0,
    ]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      21, 23, 59, 59, 999,
    ]);
    expect(end.getTime() - start.getTime()).toBe(24 * 60 * 60 * 1000 - 1);
  });

  it('keeps an event just after midnight on the new day', () => {
    const justAfter = localInstant('2026-11-22', '00:00');
    expect(justAfter.getTime()).toBeGreaterThan(dayBounds('2026-11-21').end.getTime());
    expect(justAfter.getTime()).toBe(dayBounds('2026-11-22').start.getTime());
    expect(localInstant('2026-11-21', '23:59').getTime()).toBeLessThanOrEqual(dayBounds('2026-11-21').end.getTime());
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('groupByPeriod', () => {
  it('orders periods and events, leaving empty periods out', () => {
    const at = (t: string) => ({ at: localInstant('2026-11-21', t), t });
    const groups = groupByPeriod([at('19:00'), at('07:30'), at('02:00'), at('06:10')]);
    expect(groups.map((g) => [g.period, g.events.map((e) => e.t)])).toEqual([
      ['Manhã', ['06:10', '07:30']],
      ['Noite', ['02:00', '19:00']],
    ]);
  });
});
