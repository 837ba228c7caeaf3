import { describe, expect, it } from 'vitest';
import {
  averagesOf,
  dayMedicinesText,
  MAX_MEDICINES,
  MEDICINES_PER_DAY,
  medicinesListed,
  NOTE_LENGTH,
  type ReportDay,
  trendOf,
  truncated,
  weeksOf,
} from './care-log-report';
import { type CurvePoint, growthChartSvg } from './growth-chart-svg';
import { periodLength, REPORT_MESSAGES, ReportQuerySchema } from './report-period';

const TZ = 'America/Sao_Paulo';

const day = (date: string, fields: Partial<ReportDay> = {}): ReportDay => ({
  day: date,
  feedings: 0,
  leftSeconds: 0,
  rightSeconds: 0,
  bottles: 0,
  bottleMl: 0,
  sleepSeconds: 0,
  diapers: 0,
  wet: 0,
  dirty: 0,
  medicines: 0,
  ...fields,
});

/** `count` days from 2026-01-01, each with 8 feedings (10 and 5 minutes a side), 600 ml, 12 h of sleep, 6 diapers. */
const fullDays = (count: number, from = '2026-01-01') =>
  Array.from({ length: count }, (_, i) =>
    day(new Date(Date.parse(`${from}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), {
      feedings: 8,
      leftSeconds: 4800,
      rightSeconds: 2400,
      bottles: 2,
      bottleMl: 600,
      sleepSeconds: 43_200,
      diapers: 6,
      wet: 4,
      dirty: 2,
      medicines: 1,
    }),
  );

describe('the report period', () => {
  it('counts both ends, and refuses backwards, over 366 days, and unknown zones', () => {
    expect(periodLength('2026-11-01', '2026-11-30')).toBe(30);
    const parse = (q: Record<string, string>) =>
      ReportQuerySchema.safeParse({ tz: TZ, ...q }).error?.issues[0]?.message;
    expect(parse({ from: '2026-11-02', to: '2026-11-01' })).toBe(REPORT_MESSAGES.order);
    expect(parse({ from: '2025-11-24', to: '2026-11-25' })).toBe(REPORT_MESSAGES.tooLong);
    expect(parse({ from: '2025-11-25', to: '2026-11-25' })).toBeUndefined();
    expect(parse({ from: '2026-02-30', to: '2026-03-01' })).toBe(REPORT_MESSAGES.date);
    expect(parse({ from: '2026-11-01', to: '2026-11-01', tz: 'Lua/Crateras' })).toBe(REPORT_MESSAGES.timeZone);
  });
});

describe('the care log of a long period', () => {
  it('averages per day over the days with anything logged, not over days nobody logged', () => {
    const days = [...fullDays(3), day('2026-01-04'), day('2026-01-05')];
    expect(averagesOf(days)).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-05',
      loggedDays: 3,
      feedings: 8,
      leftMinutes: 80,
      rightMinutes: 40,
      bottleMl: 600,
      sleepHours: 12,
      diapers: 6,
      wet: 4,
      dirty: 2,
      medicines: 3,
    });
    expect(averagesOf([day('2026-01-01')])).toMatchObject({ loggedDays: 0, feedings: 0 });
    expect(averagesOf([])).toBeNull();
  });

  it('makes a year 53 weekly rows, the last of the days left, and its trend from the first and last 4 weeks', () => {
    const days = fullDays(366).map((d, i) => (i >= 338 ? { ...d, feedings: 6 } : d));
    const weeks = weeksOf(days);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toMatchObject({ from: '2026-01-01', to: '2026-01-07', loggedDays: 7, medicines: 7 });
    expect(weeks.at(-1)).toMatchObject({ from: '2026-12-31', to: '2027-01-01', loggedDays: 2 });
    const trend = trendOf(days);
    expect(trend.first).toMatchObject({ from: '2026-01-01', to: '2026-01-28', feedings: 8 });
    expect(trend.last).toMatchObject({ from: '2026-12-05', to: '2027-01-01', feedings: 6 });
    expect(trend.whole.loggedDays).toBe(366);
  });

  it('cuts a long note with "…" at its length, and leaves a short one whole', () => {
    const note = 'Chorou muito à tarde, '.repeat(10);
    const cut = truncated(note, NOTE_LENGTH);
    expect(Array.from(cut)).toHaveLength(NOTE_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(note.startsWith(cut.slice(0, -1))).toBe(true);
    expect(truncated('Febre de 38,2 °C', NOTE_LENGTH)).toBe('Febre de 38,2 °C');
  });

  it('lists the medicines most given first, at most 30, and counts the others', () => {
    const totals = Array.from({ length: 35 }, (_, i) => ({
      name: `Remédio ${String(i).padStart(2, '0')}`,
      lastDose: '5 gotas',
      count: i === 34 ? 100 : 1,
      first: '2026-01-01',
      last: '2026-02-01',
    }));
    const { listed, others } = medicinesListed(totals.slice(0, MAX_MEDICINES), 35);
    expect(listed).toHaveLength(MAX_MEDICINES);
    expect(others).toBe(5);
    expect(medicinesListed(totals, 35).listed[0]!.name).toBe('Remédio 34');
    expect(medicinesListed(totals, 35).listed[1]!.name).toBe('Remédio 00');
  });

  it('lists a day’s first 6 doses with time and dose, then how many more', () => {
    const doses = Array.from({ length: 6 }, (_, i) => ({ time: `0${i}:00`, name: 'Paracetamol', dose: '10 gotas' }));
    const text = dayMedicinesText(doses, 9, '\n');
    expect(text.split('\n')).toHaveLength(MEDICINES_PER_DAY + 1);
    expect(text).toMatch(/^00:00 Paracetamol \(10 gotas\)\n/);
    expect(text.endsWith('+3 doses')).toBe(true);
    expect(dayMedicinesText(doses.slice(0, 1), 1, '; ')).toBe('00:00 Paracetamol (10 gotas)');
  });
});

describe('the growth chart', () => {
  const curve: CurvePoint[] = [
    [0, 2.1, 2.5, 3.3, 4.4, 5.0],
    [91, 4.4, 5.0, 6.4, 8.0, 9.0],
    [182, 5.7, 6.4, 7.9, 9.7, 10.9],
    [365, 7.0, 7.7, 9.6, 12.0, 13.3],
  ];

  it('draws the median and z ±2, and the baby’s points joined in order', () => {
    const svg = growthChartSvg({
      curve,
      points: [
        { days: 100, value: 6.6 },
        { days: 30, value: 4.2 },
      ],
      unit: 'kg',
      width: 250,
      height: 170,
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<polyline/g)).toHaveLength(4);
    expect(svg.match(/<circle/g)).toHaveLength(2);
    expect(svg).toContain('stroke-dasharray');
    expect(svg).toContain('idade (meses)');
  });
});
