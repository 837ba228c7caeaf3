import { describe, expect, it } from 'vitest';
import { addMonths, customRecords, groupByAge, onboardingRecords, pendingDoses, recordFor, type CalendarDose } from './vaccine-card';
import { customVaccineSchema } from './vaccine-record.schema';

// The PNI calendar as seeded (age in months, name, dose number).
const ROWS: [number, string, number, string][] = [
  [0, 'BCG', 1, 'Ao nascer'], [0, 'Hepatite B', 1, 'Ao nascer'],
  [2, 'Pentavalente', 1, '2 meses'], [2, 'VIP (poliomielite)', 1, '2 meses'], [2, 'Pneumocócica 10-valente', 1, '2 meses'], [2, 'Rotavírus humano', 1, '2 meses'],
  [3, 'Meningocócica C', 1, '3 meses'],
  [4, 'Pentavalente', 2, '4 meses'], [4, 'VIP (poliomielite)', 2, '4 meses'], [4, 'Pneumocócica 10-valente', 2, '4 meses'], [4, 'Rotavírus humano', 2, '4 meses'],
  [5, 'Meningocócica C', 2, '5 meses'],
  [6, 'Pentavalente', 3, '6 meses'], [6, 'VIP (poliomielite)', 3, '6 meses'], [6, 'Influenza', 1, '6 meses'], [6, 'COVID-19', 1, '6 meses'],
  [7, 'COVID-19', 2, '7 meses'], [7, 'Influenza', 2, '7 meses'],
  [9, 'Febre amarela', 1, '9 meses'], [9, 'COVID-19', 3, '9 meses'],
  [12, 'Pneumocócica 10-valente', 3, '12 meses'], [12, 'Meningocócica ACWY', 1, '12 meses'], [12, 'Tríplice viral (SCR)', 1, '12 meses'],
  [15, 'DTP', 1, '15 meses'], [15, 'VIP (poliomielite)', 4, '15 meses'], [15, 'Tetraviral (SCR + varicela)', 1, '15 meses'], [15, 'Hepatite A', 1, '15 meses'],
  [48, 'DTP', 2, '4 anos'], [48, 'Varicela', 2, '4 anos'], [48, 'Febre amarela', 2, '4 anos'],
];
const calendar: CalendarDose[] = ROWS.map(([months, vaccineName, doseNumber, ageDisplay], i) => ({
  id: String(i),
  vaccineName,
  doseNumber,
  doseLabel: `${doseNumber}ª dose`,
  description: '',
  ageDisplay,
  recommendedAgeMonths: months,
}));
const record = (vaccineName: string, doseNumber: number) => ({ id: `${vaccineName}${doseNumber}`, vaccineName, doseNumber, applicationDate: '2026-01-01', notes: null });

describe('pendingDoses', () => {
  it.each([
    [0, 2],
    [1, 2],
    [2, 6],
    [5, 12],
    [15, 27],
    [48, 30],
  ])('at %i months, %i doses are due', (age, count) => {
    expect(pendingDoses(calendar, [], age)).toHaveLength(count);
  });

  it('leaves out what was applied', () => {
    const pending = pendingDoses(calendar, [record('BCG', 1), record('hepatite b', 1)], 2);
    expect(pending.map((d) => d.vaccineName)).toEqual(['Pentavalente', 'VIP (poliomielite)', 'Pneumocócica 10-valente', 'Rotavírus humano']);
  });
});

describe('matching records to the calendar', () => {
  it('matches by name and dose number, ignoring case and spaces', () => {
    expect(recordFor(calendar[2]!, [record(' pentavalente ', 1)])).not.toBeNull();
    expect(recordFor(calendar[2]!, [record('Pentavalente', 2)])).toBeNull();
  });
  it('calls custom whatever the calendar does not have', () => {
    const custom = customRecords(calendar, [record('Pentavalente', 1), record('Meningocócica B', 1), record('Pentavalente', 9)]);
    expect(custom.map((r) => [r.vaccineName, r.doseNumber])).toEqual([['Meningocócica B', 1], ['Pentavalente', 9]]);
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
    expect(records.find((r) => r.vaccineName === 'Pentavalente' && r.doseNumber === 1)?.applicationDate).toBe('2026-03-31');
    expect(records.find((r) => r.vaccineName === 'Meningocócica C' && r.doseNumber === 1)?.applicationDate).toBe('2026-04-30');
    expect(records.every((r) => r.notes === 'Registrada automaticamente no primeiro acesso')).toBe(true);
  });
});

describe('groupByAge', () => {
  it('keeps calendar order under each age label', () => {
    const groups = groupByAge(calendar);
    expect(groups.map((g) => g.ageDisplay)).toEqual(['Ao nascer', '2 meses', '3 meses', '4 meses', '5 meses', '6 meses', '7 meses', '9 meses', '12 meses', '15 meses', '4 anos']);
    expect(groups[1]?.doses).toHaveLength(4);
  });
});

describe('customVaccineSchema', () => {
  const schema = customVaccineSchema('2026-11-21');
  it('needs a name and a date, and a whole dose number from 1', () => {
    expect(schema.safeParse({ vaccineName: '', applicationDate: '2026-11-01' }).error?.issues[0]?.message).toBe('Por favor, preencha o nome da vacina e a data.');
    expect(schema.safeParse({ vaccineName: 'Meningo B', applicationDate: '' }).error?.issues[0]?.message).toBe('Por favor, preencha o nome da vacina e a data.');
    expect(schema.safeParse({ vaccineName: 'Meningo B', applicationDate: '2026-11-01', doseNumber: '1.5' }).error?.issues[0]?.message).toBe('A dose deve ser um número inteiro a partir de 1.');
    expect(schema.safeParse({ vaccineName: 'Meningo B', applicationDate: '2026-11-22' }).error?.issues[0]?.message).toBe('A data de aplicação não pode ser no futuro.');
    expect(schema.parse({ vaccineName: ' Meningo B ', applicationDate: '2026-11-01' })).toEqual({ vaccineName: 'Meningo B', applicationDate: '2026-11-01', doseNumber: 1 });
  });
});
