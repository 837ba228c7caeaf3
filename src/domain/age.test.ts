import { describe, expect, it } from 'vitest';
import { ageInMonths, ageText, formatAge, toCalendarDate } from './age';

describe('ageInMonths', () => {
  it('counts whole months once the day of birth is reached', () => {
    expect(ageInMonths('2026-01-15', '2026-03-15')).toBe(2);
    expect(ageInMonths('2026-01-15', '2026-03-16')).toBe(2);
  });

  it('is one month less on the day before the monthly birthday', () => {
    expect(ageInMonths('2026-01-15', '2026-03-14')).toBe(1);
    expect(ageInMonths('2025-06-10', '2026-06-09')).toBe(11);
    expect(ageInMonths('2025-06-10', '2026-06-10')).toBe(12);
  });

  it('is zero on the day of birth and never below zero', () => {
    expect(ageInMonths('2026-11-21', '2026-11-21')).toBe(0);
    expect(ageInMonths('2026-12-01', '2026-11-21')).toBe(0);
    expect(ageInMonths('2026-10-22', '2026-11-21')).toBe(0);
  });

  it('crosses years', () => {
    expect(ageInMonths('2024-11-30', '2026-01-30')).toBe(14);
    expect(ageInMonths('2024-11-30', '2026-01-29')).toBe(13);
  });
});

describe('formatAge', () => {
  it.each([
    [0, '0 meses'],
    [1, '1 mês'],
    [2, '2 meses'],
    [11, '11 meses'],
    [12, '1 ano'],
    [15, '1 ano e 3 meses'],
    [13, '1 ano e 1 mês'],
    [24, '2 anos'],
    [26, '2 anos e 2 meses'],
    [-3, '0 meses'],
  ])('%i months reads "%s"', (months, text) => {
    expect(formatAge(months)).toBe(text);
  });

  it('composes with the birth date', () => {
    expect(ageText('2025-08-21', '2026-11-21')).toBe('1 ano e 3 meses');
    expect(ageText('2025-08-22', '2026-11-21')).toBe('1 ano e 2 meses');
  });
});

describe('toCalendarDate', () => {
  it('uses the local calendar day', () => {
    expect(toCalendarDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
