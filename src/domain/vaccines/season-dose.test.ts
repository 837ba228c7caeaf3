import { describe, expect, it } from 'vitest';
import { FLU_SEASON_START, fluSeasonOn, seasonDose } from './season-dose';
import { type CalendarDose, pendingDoses, type VaccineRecord } from './vaccine-card';

const row = (
  id: string,
  vaccineName: string,
  doseNumber: number,
  months: number,
  until: number | null = null,
): CalendarDose => ({
  id,
  vaccineName,
  doseNumber,
  doseLabel: until ? 'Dose anual' : `${doseNumber}ª dose`,
  description: '',
  ageDisplay: '',
  recommendedAgeMonths: months,
  repeatsYearlyUntilMonths: until,
});
// The influenza rows as seeded, and one once-only dose beside them.
const calendar = [
  row('bcg', 'BCG', 1, 0),
  row('flu1', 'Influenza', 1, 6),
  row('flu2', 'Influenza', 2, 7),
  row('flu-yearly', 'Influenza', 3, 12, 72),
];
const flu = (doseNumber: number, applicationDate: string): VaccineRecord => ({
  id: `flu${doseNumber}`,
  vaccineName: 'Influenza',
  doseNumber,
  applicationDate,
  notes: null,
});

describe('fluSeasonOn', () => {
  it('starts each season on 15 March (VERIFY: an approximation of the campaign opening)', () => {
    expect(FLU_SEASON_START).toEqual({ month: 3, day: 15 });
    expect(fluSeasonOn('2026-03-14')).toEqual({
      year: 2025,
      label: 'Campanha 2025',
      startsOn: '2025-03-15',
      endsBefore: '2026-03-15',
    });
    expect(fluSeasonOn('2026-03-15')).toEqual({
      year: 2026,
      label: 'Campanha 2026',
      startsOn: '2026-03-15',
      endsBefore: '2027-03-15',
    });
    expect(fluSeasonOn('2026-01-01').year).toBe(2025);
    expect(fluSeasonOn('2026-12-31').year).toBe(2026);
  });
});

describe('seasonDose', () => {
  // Born 20 January 2024: first season in 2024, a yearly dose in the 2025 campaign.
  const twoYearOld = [flu(1, '2024-07-20'), flu(2, '2024-08-20'), flu(3, '2025-04-10')];

  it('is covered the day before the season starts and due on its first day', () => {
    const before = seasonDose(calendar, twoYearOld, '2024-01-20', '2026-03-14')!;
    expect(before).toMatchObject({ doseId: 'flu-yearly', status: 'applied', record: { doseNumber: 3 }, earlier: [] });
    expect(before.season.label).toBe('Campanha 2025');

    const after = seasonDose(calendar, twoYearOld, '2024-01-20', '2026-03-15')!;
    expect(after).toMatchObject({ status: 'due', record: null, nextDoseNumber: 4 });
    expect(after.season.label).toBe('Campanha 2026');
    expect(after.earlier.map((r) => r.applicationDate)).toEqual(['2025-04-10']);
  });

  it('does not count a dose from the day before the season for it', () => {
    const records = [flu(1, '2024-07-20'), flu(2, '2024-08-20'), flu(3, '2026-03-14')];
    expect(seasonDose(calendar, records, '2024-01-20', '2026-03-20')).toMatchObject({
      status: 'due',
      nextDoseNumber: 4,
    });
    const registered = [...records, flu(4, '2026-03-20')];
    expect(seasonDose(calendar, registered, '2024-01-20', '2026-03-20')).toMatchObject({
      status: 'applied',
      record: { doseNumber: 4 },
    });
  });

  it('is due for a 2-year-old whose first-season doses were last season, and registering it clears it', () => {
    const records = [flu(1, '2024-07-20'), flu(2, '2024-08-20')];
    const due = seasonDose(calendar, records, '2024-01-20', '2026-05-01')!;
    expect(due).toMatchObject({ status: 'due', nextDoseNumber: 3, earlier: [] });
    expect(pendingDoses(calendar, records, '2024-01-20', '2026-05-01').map((d) => d.id)).toEqual(['bcg', 'flu-yearly']);

    const after = [...records, flu(due.nextDoseNumber, '2026-05-01')];
    expect(seasonDose(calendar, after, '2024-01-20', '2026-05-01')?.status).toBe('applied');
    expect(pendingDoses(calendar, after, '2024-01-20', '2026-05-01').map((d) => d.id)).toEqual(['bcg']);
  });

  it('stops at 72 months: 71 months old on the season’s first day is due, 72 is over', () => {
    const records = [flu(1, '2020-10-01'), flu(2, '2020-11-01'), flu(3, '2025-04-10')];
    expect(seasonDose(calendar, records, '2020-03-16', '2026-03-15')?.status).toBe('due');
    expect(seasonDose(calendar, records, '2020-03-15', '2026-03-15')?.status).toBe('over');
    // The same child on the eve of the 6th birthday, and on it.
    expect(seasonDose(calendar, records, '2020-03-20', '2026-03-19')?.status).toBe('due');
    expect(seasonDose(calendar, records, '2020-03-20', '2026-03-20')?.status).toBe('over');
    expect(pendingDoses(calendar, records, '2020-03-20', '2026-03-20').map((d) => d.id)).toEqual(['bcg']);
  });

  it('counts the first-season doses for their season, then asks for a yearly dose the next one', () => {
    const born = '2025-10-01';
    expect(seasonDose(calendar, [], born, '2026-04-01')?.status).toBe('waiting');
    expect(pendingDoses(calendar, [], born, '2026-04-01').map((d) => d.id)).toEqual(['bcg', 'flu1']);

    const first = [flu(1, '2026-04-05')];
    expect(seasonDose(calendar, first, born, '2026-04-10')).toMatchObject({
      status: 'first-season',
      record: { doseNumber: 1 },
    });
    expect(pendingDoses(calendar, first, born, '2026-05-05').map((d) => d.id)).toEqual(['bcg', 'flu2']);

    const both = [...first, flu(2, '2026-05-05')];
    expect(seasonDose(calendar, both, born, '2026-06-01')).toMatchObject({
      status: 'first-season',
      record: { doseNumber: 2 },
    });
    expect(pendingDoses(calendar, both, born, '2026-06-01').map((d) => d.id)).toEqual(['bcg']);

    expect(seasonDose(calendar, both, born, '2027-03-14')?.status).toBe('first-season');
    expect(seasonDose(calendar, both, born, '2027-03-15')).toMatchObject({ status: 'due', nextDoseNumber: 3 });
  });

  it('waits for the first dose: a 2-year-old with no influenza record has the 1st dose pending, not the yearly one', () => {
    expect(seasonDose(calendar, [], '2024-01-20', '2026-05-01')?.status).toBe('waiting');
    expect(pendingDoses(calendar, [], '2024-01-20', '2026-05-01').map((d) => d.id)).toEqual(['bcg', 'flu1', 'flu2']);
  });

  it('is never due under 6 months', () => {
    expect(seasonDose(calendar, [flu(1, '2026-01-05')], '2025-10-20', '2026-04-01')?.status).toBe('waiting');
  });

  it('shows a yearly dose rather than a first-season one when the season has both', () => {
    const records = [flu(1, '2025-03-20'), flu(2, '2025-04-20'), flu(3, '2025-05-20')];
    expect(seasonDose(calendar, records, '2024-09-01', '2025-06-01')).toMatchObject({
      status: 'applied',
      record: { doseNumber: 3 },
    });
  });

  it('takes the first free dose number from the yearly row’s on', () => {
    const records = [flu(1, '2021-05-01'), flu(2, '2021-06-01'), flu(3, '2022-04-01'), flu(5, '2024-04-01')];
    expect(seasonDose(calendar, records, '2020-10-01', '2026-04-01')?.nextDoseNumber).toBe(4);
  });

  it('is null for a calendar without a yearly row', () => {
    expect(seasonDose(calendar.slice(0, 3), [], '2024-01-20', '2026-05-01')).toBeNull();
  });
});
