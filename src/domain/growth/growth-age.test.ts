import { describe, expect, it } from 'vitest';
import { ageInDays, correctedAgeDays, formatAgeDays, formatWeeksAndDays, gestationalAgeDays } from './growth-age';

describe('ageInDays', () => {
  it('counts calendar days, across months, leap days and daylight-saving dates', () => {
    expect(ageInDays('2025-01-10', '2025-01-10')).toBe(0);
    expect(ageInDays('2025-01-31', '2025-03-01')).toBe(29);
    expect(ageInDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(ageInDays('2024-01-01', '2026-01-01')).toBe(731);
    expect(ageInDays('2025-03-01', '2025-11-30')).toBe(274);
  });

  it('is negative before the birth, and refuses what is not a calendar date', () => {
    expect(ageInDays('2025-05-10', '2025-05-08')).toBe(-2);
    expect(() => ageInDays('10/05/2025', '2025-05-10')).toThrow();
  });
});

describe('correctedAgeDays', () => {
  it('takes 280 − gestational days from a baby born before 37 weeks', () => {
    expect(correctedAgeDays(100, 36 * 7)).toEqual({ days: 72, corrected: true });
    expect(correctedAgeDays(100, 28 * 7)).toEqual({ days: 16, corrected: true });
    // 32 + 4: 52 days early.
    expect(correctedAgeDays(100, gestationalAgeDays(32, 4))).toEqual({ days: 48, corrected: true });
    expect(correctedAgeDays(100, gestationalAgeDays(36, 6))).toEqual({ days: 78, corrected: true });
  });

  it('is day 0, still corrected, before the due date', () => {
    expect(correctedAgeDays(30, 28 * 7)).toEqual({ days: 0, corrected: true });
  });

  it('corrects nothing from 37 + 0 weeks, with the weeks unknown, or from 731 days', () => {
    expect(correctedAgeDays(100, 37 * 7)).toEqual({ days: 100, corrected: false });
    expect(correctedAgeDays(100, null)).toEqual({ days: 100, corrected: false });
    expect(correctedAgeDays(100, undefined)).toEqual({ days: 100, corrected: false });
    expect(correctedAgeDays(730, 30 * 7)).toEqual({ days: 660, corrected: true });
    expect(correctedAgeDays(731, 30 * 7)).toEqual({ days: 731, corrected: false });
  });
});

describe('gestationalAgeDays', () => {
  it('reads weeks and days as maternity papers write them; whole weeks stay valid', () => {
    expect(gestationalAgeDays(32, 4)).toBe(228);
    expect(gestationalAgeDays(32, null)).toBe(224);
    expect(gestationalAgeDays(null, 3)).toBeNull();
  });
});

describe('formatAgeDays', () => {
  it('says days in the first month', () => {
    expect(formatAgeDays(0)).toBe('0 dias');
    expect(formatAgeDays(1)).toBe('1 dia');
    expect(formatAgeDays(29)).toBe('29 dias');
    expect(formatAgeDays(30)).toBe('30 dias');
  });

  it('then whole months of 30.4375 days, and years', () => {
    expect(formatAgeDays(31)).toBe('1 mês');
    expect(formatAgeDays(122)).toBe('4 meses');
    expect(formatAgeDays(365)).toBe('11 meses');
    expect(formatAgeDays(366)).toBe('1 ano');
    expect(formatAgeDays(822)).toBe('2 anos e 3 meses');
  });
});

describe('formatWeeksAndDays', () => {
  it('writes weeks and days as maternity papers do', () => {
    expect(formatWeeksAndDays(228)).toBe('32 + 4 semanas');
    expect(formatWeeksAndDays(280)).toBe('40 semanas');
  });
});
