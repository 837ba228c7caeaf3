import { describe, expect, it } from 'vitest';
import { seasonDose } from './season-dose';
import {
  addMonths,
  type CalendarDose,
  cardSummary,
  customRecords,
  dosesDueBy,
  groupByAge,
  onboardingRecords,
  pendingDoses,
  recordFor,
  type VaccineRecord,
} from './vaccine-card';
import { applyDoseSchema, customVaccineSchema } from './vaccine-record.schema';

// The PNI calendar as seeded (age in months, name, dose number, age label), birth to 9 years,
// in the service's order (age, then name); the yearly influenza row repeats until 72 months.
const ROWS: [number, string, number, string][] = [
  [0, 'BCG', 1, 'Ao nascer'],
  [0, 'Hepatite B', 1, 'Ao nascer'],
  [2, 'Pentavalente', 1, '2 meses'],
  [2, 'Pneumocócica 10-valente', 1, '2 meses'],
  [2, 'Rotavírus humano', 1, '2 meses'],
  [2, 'VIP (poliomielite)', 1, '2 meses'],
  [3, 'Meningocócica C', 1, '3 meses'],
  [4, 'Pentavalente', 2, '4 meses'],
  [4, 'Pneumocócica 10-valente', 2, '4 meses'],
  [4, 'Rotavírus humano', 2, '4 meses'],
  [4, 'VIP (poliomielite)', 2, '4 meses'],
  [5, 'Meningocócica C', 2, '5 meses'],
  [6, 'COVID-19', 1, '6 meses'],
  [6, 'Influenza', 1, '6 meses'],
  [6, 'Pentavalente', 3, '6 meses'],
  [6, 'VIP (poliomielite)', 3, '6 meses'],
  [7, 'COVID-19', 2, '7 meses'],
  [7, 'Influenza', 2, '7 meses'],
  [9, 'COVID-19', 3, '9 meses'],
  [9, 'Febre amarela', 1, '9 meses'],
  [12, 'Influenza', 3, '1 a 5 anos (todo ano)'],
  [12, 'Meningocócica ACWY', 1, '12 meses'],
  [12, 'Pneumocócica 10-valente', 3, '12 meses'],
  [12, 'Tríplice viral (SCR)', 1, '12 meses'],
  [15, 'DTP', 1, '15 meses'],
  [15, 'Hepatite A', 1, '15 meses'],
  [15, 'Tetraviral (SCR + varicela)', 1, '15 meses'],
  [15, 'VIP (poliomielite)', 4, '15 meses'],
  [48, 'DTP', 2, '4 anos'],
  [48, 'Febre amarela', 2, '4 anos'],
  [48, 'Varicela', 2, '4 anos'],
  [108, 'HPV', 1, '9 anos'],
];
const calendar: CalendarDose[] = ROWS.map(([months, vaccineName, doseNumber, ageDisplay], i) => ({
  id: String(i),
  vaccineName,
  doseNumber,
  doseLabel: ageDisplay.includes('todo ano') ? 'Dose anual' : `${doseNumber}ª dose`,
  description: '',
  ageDisplay,
  recommendedAgeMonths: months,
  repeatsYearlyUntilMonths: ageDisplay.includes('todo ano') ? 72 : null,
}));
const record = (vaccineName: string, doseNumber: number, applicationDate = '2026-01-01'): VaccineRecord => ({
  id: `${vaccineName}${doseNumber}`,
  vaccineName,
  doseNumber,
  applicationDate,
  notes: null,
});

// Today is 10 June 2026, inside the 2026 campaign season; a baby of `age` months was born on the 10th.
const TODAY = '2026-06-10';
const bornMonthsAgo = (age: number) => addMonths(TODAY, -age);
/** Every once-only dose due by `age`, recorded on its recommended date. */
const allOnceOnlyDoses = (age: number) =>
  onboardingRecords(calendar, bornMonthsAgo(age), age, 'all').map((r, i) => ({ ...r, id: String(i) }));
const summaryAt = (age: number, records: VaccineRecord[]) =>
  cardSummary(calendar, records, age, seasonDose(calendar, records, bornMonthsAgo(age), TODAY));

describe('the seeded calendar', () => {
  it('runs from birth to the HPV dose at 9 years, with one yearly row', () => {
    expect(calendar).toHaveLength(32);
    expect(calendar.at(-1)).toMatchObject({ vaccineName: 'HPV', recommendedAgeMonths: 108, ageDisplay: '9 anos' });
    expect(
      calendar.filter((d) => d.repeatsYearlyUntilMonths !== null).map((d) => [d.vaccineName, d.doseNumber]),
    ).toEqual([['Influenza', 3]]);
  });
});

describe('pendingDoses', () => {
  it.each([
    [0, 2],
    [1, 2],
    [2, 6],
    [5, 12],
    [15, 27],
    [48, 30],
    [107, 30],
    [108, 31],
  ])(
    'with nothing recorded, at %i months %i doses are due (the yearly dose waits for the 1st influenza dose)',
    (age, count) => {
      const pending = pendingDoses(calendar, [], bornMonthsAgo(age), TODAY);
      expect(pending).toHaveLength(count);
      expect(pending.some((d) => d.doseLabel === 'Dose anual')).toBe(false);
    },
  );

  it('leaves out what was applied', () => {
    const pending = pendingDoses(calendar, [record('BCG', 1), record('hepatite b', 1)], bornMonthsAgo(2), TODAY);
    expect(pending.map((d) => d.vaccineName)).toEqual([
      'Pentavalente',
      'Pneumocócica 10-valente',
      'Rotavírus humano',
      'VIP (poliomielite)',
    ]);
  });

  it('at 48 months with every dose so far recorded, only this season’s influenza dose is pending', () => {
    const pending = pendingDoses(calendar, allOnceOnlyDoses(48), bornMonthsAgo(48), TODAY);
    expect(pending.map((d) => [d.vaccineName, d.doseLabel])).toEqual([['Influenza', 'Dose anual']]);
  });

  it('at 107 months nothing is pending; at 108 months HPV is, and no yearly dose any more', () => {
    expect(pendingDoses(calendar, allOnceOnlyDoses(107), bornMonthsAgo(107), TODAY)).toEqual([]);
    const at108 = pendingDoses(calendar, allOnceOnlyDoses(107), bornMonthsAgo(108), TODAY);
    expect(at108.map((d) => d.vaccineName)).toEqual(['HPV']);
  });
});

describe('cardSummary ("X de Y vacinas aplicadas")', () => {
  it('is never complete while this season’s dose is due', () => {
    const summary = summaryAt(48, allOnceOnlyDoses(48));
    expect(summary).toMatchObject({ applied: 30, total: 32 });
    expect(summary.pending).toHaveLength(1);
  });

  it('counts the yearly row as applied once this season’s dose is recorded', () => {
    const records = [...allOnceOnlyDoses(48), record('Influenza', 3, '2026-04-20')];
    expect(summaryAt(48, records)).toMatchObject({ applied: 31, total: 32, pending: [] });
  });

  it('counts the yearly row for a first-season baby whose doses were given this season', () => {
    // Born 10 November 2025: the influenza doses fall on 10 May and 10 June 2026, this season.
    const summary = summaryAt(7, allOnceOnlyDoses(7));
    expect(summary).toMatchObject({ applied: 19, total: 32, pending: [] });
  });

  it('shows no yearly row from 72 months: the card is complete with every once-only dose', () => {
    const summary = summaryAt(108, allOnceOnlyDoses(108));
    expect(summary).toMatchObject({ applied: 31, total: 31, pending: [] });
    expect(summary.shown.some((d) => d.repeatsYearlyUntilMonths !== null)).toBe(false);
  });

  it('keeps the yearly row, unapplied, for a baby too young for it', () => {
    expect(summaryAt(2, [])).toMatchObject({ applied: 0, total: 32 });
  });
});

describe('dosesDueBy', () => {
  it('leaves the yearly row out: onboarding cannot know about this season', () => {
    expect(dosesDueBy(calendar, 48)).toHaveLength(30);
    expect(
      onboardingRecords(calendar, '2022-06-10', 48, 'all')
        .filter((r) => r.vaccineName === 'Influenza')
        .map((r) => r.doseNumber),
    ).toEqual([1, 2]);
  });
});

describe('matching records to the calendar', () => {
  it('matches by name and dose number, ignoring case and spaces', () => {
    expect(recordFor(calendar[2]!, [record(' pentavalente ', 1)])).not.toBeNull();
    expect(recordFor(calendar[2]!, [record('Pentavalente', 2)])).toBeNull();
  });
  it('calls custom whatever the calendar does not have', () => {
    const custom = customRecords(calendar, [
      record('Pentavalente', 1),
      record('Meningocócica B', 1),
      record('Pentavalente', 9),
    ]);
    expect(custom.map((r) => [r.vaccineName, r.doseNumber])).toEqual([
      ['Meningocócica B', 1],
      ['Pentavalente', 9],
    ]);
  });
  it('never calls a yearly influenza dose custom, whatever its number', () => {
    const records = [
      record('Influenza', 1),
      record('Influenza', 3),
      record('influenza ', 4),
      record('Influenza', 7),
      record('Influenza B', 1),
    ];
    expect(customRecords(calendar, records).map((r) => r.vaccineName)).toEqual(['Influenza B']);
  });
});

describe('addMonths', () => {
  it('keeps the day when the month has it', () => {
    expect(addMonths('2026-01-15', 2)).toBe('2026-03-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });
  it('takes the last day of a shorter month (31 January + 1 month)', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 0)).toBe('2026-01-31');
  });
});

describe('onboardingRecords', () => {
  it('dates every dose due by 5 months at birth + recommended months', () => {
    const records = onboardingRecords(calendar, '2026-01-31', 5, 'all');
    expect(records).toHaveLength(12);
    expect(records.find((r) => r.vaccineName === 'BCG')?.applicationDate).toBe('2026-01-31');
    expect(records.find((r) => r.vaccineName === 'Pentavalente' && r.doseNumber === 1)?.applicationDate).toBe(
      '2026-03-31',
    );
    expect(records.find((r) => r.vaccineName === 'Meningocócica C' && r.doseNumber === 1)?.applicationDate).toBe(
      '2026-04-30',
    );
    expect(records.every((r) => r.notes === 'Registrada automaticamente no primeiro acesso')).toBe(true);
  });
});

describe('groupByAge', () => {
  it('keeps calendar order under each age label', () => {
    const groups = groupByAge(calendar);
    expect(groups.map((g) => g.ageDisplay)).toEqual([
      'Ao nascer',
      '2 meses',
      '3 meses',
      '4 meses',
      '5 meses',
      '6 meses',
      '7 meses',
      '9 meses',
      '12 meses',
      '1 a 5 anos (todo ano)',
      '15 meses',
      '4 anos',
      '9 anos',
    ]);
    expect(groups[1]?.doses).toHaveLength(4);
  });
});

describe('customVaccineSchema', () => {
  const schema = customVaccineSchema('2026-11-21');
  it('needs a name and a date, and a whole dose number from 1', () => {
    expect(schema.safeParse({ vaccineName: '', applicationDate: '2026-11-01' }).error?.issues[0]?.message).toBe(
      'Por favor, preencha o nome da vacina e a data.',
    );
    expect(schema.safeParse({ vaccineName: 'Meningo B', applicationDate: '' }).error?.issues[0]?.message).toBe(
      'Por favor, preencha o nome da vacina e a data.',
    );
    expect(
      schema.safeParse({ vaccineName: 'Meningo B', applicationDate: '2026-11-01', doseNumber: '1.5' }).error?.issues[0]
        ?.message,
    ).toBe('A dose deve ser um número inteiro a partir de 1.');
    expect(
      schema.safeParse({ vaccineName: 'Meningo B', applicationDate: '2026-11-22' }).error?.issues[0]?.message,
    ).toBe('A data de aplicação não pode ser no futuro.');
    expect(schema.parse({ vaccineName: ' Meningo B ', applicationDate: '2026-11-01' })).toEqual({
      vaccineName: 'Meningo B',
      applicationDate: '2026-11-01',
      doseNumber: 1,
    });
  });
});

describe('applyDoseSchema', () => {
  it('needs a date up to today, and from the season’s first day for this season’s yearly dose', () => {
    expect(applyDoseSchema('2026-05-01').safeParse({ applicationDate: '' }).error?.issues[0]?.message).toBe(
      'Por favor, preencha a data de aplicação.',
    );
    expect(applyDoseSchema('2026-05-01').safeParse({ applicationDate: '2026-05-02' }).error?.issues[0]?.message).toBe(
      'A data de aplicação não pode ser no futuro.',
    );
    expect(applyDoseSchema('2026-05-01').safeParse({ applicationDate: '2025-01-01' }).success).toBe(true);
    const season = { startsOn: '2026-03-15', label: 'Campanha 2026' };
    expect(
      applyDoseSchema('2026-05-01', season).safeParse({ applicationDate: '2026-03-14' }).error?.issues[0]?.message,
    ).toBe('A dose da Campanha 2026 deve ter data a partir de 15/03/2026.');
    expect(applyDoseSchema('2026-05-01', season).safeParse({ applicationDate: '2026-03-15' }).success).toBe(true);
  });
});
