import { describe, expect, it } from 'vitest';
import { localDayWindows } from '../agenda/local-days';
import { careLogByDay, medicinesGiven, notesOf, type LoggedEvent } from './care-log-report';
import { growthChartSvg, type CurvePoint } from './growth-chart-svg';
import { REPORT_MESSAGES, ReportQuerySchema, periodLength } from './report-period';

const TZ = 'America/Sao_Paulo';
const event = (fields: Partial<LoggedEvent> & { type: string; at: Date }): LoggedEvent => ({
  title: null,
  endedAt: null,
  leftSeconds: null,
  rightSeconds: null,
  bottleMl: null,
  diaper: null,
  medicine: null,
  dose: null,
  notes: null,
  ...fields,
});

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

describe('the care log by day', () => {
  const windows = localDayWindows('2026-11-25', 2, TZ);
  const events = [
    event({ type: 'mamada', at: new Date('2026-11-24T12:00:00-03:00'), leftSeconds: 600, rightSeconds: 300 }),
    event({ type: 'mamada', at: new Date('2026-11-24T15:00:00-03:00'), bottleMl: 120 }),
    event({ type: 'fralda', at: new Date('2026-11-25T08:00:00-03:00'), diaper: 'xixi_e_coco' }),
    // A night from 22:00 to 06:00: two hours on the 24th, six on the 25th.
    event({ type: 'sono', at: new Date('2026-11-24T22:00:00-03:00'), endedAt: new Date('2026-11-25T06:00:00-03:00') }),
    event({
      type: 'remedio',
      at: new Date('2026-11-25T09:30:00-03:00'),
      medicine: 'Paracetamol',
      dose: '10 gotas',
      notes: 'Febre',
    }),
  ];

  it('sums each breast, bottles, sleep split at midnight, and diapers', () => {
    const [first, second] = careLogByDay(events, windows, TZ);
    expect(first).toMatchObject({
      day: '2026-11-24',
      feedings: 2,
      leftSeconds: 600,
      rightSeconds: 300,
      bottles: 1,
      bottleMl: 120,
      sleepSeconds: 7200,
    });
    expect(second).toMatchObject({ day: '2026-11-25', feedings: 0, sleepSeconds: 21600, diapers: 1, wet: 1, dirty: 1 });
  });

  it('lists the medicines and the notes on her clock', () => {
    expect(medicinesGiven(events, TZ)).toEqual([
      { day: '2026-11-25', time: '09:30', medicine: 'Paracetamol', dose: '10 gotas' },
    ]);
    expect(notesOf(events, TZ)).toEqual([{ day: '2026-11-25', time: '09:30', what: 'Remédio', text: 'Febre' }]);
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
