import { describe, expect, it } from 'vitest';
import { AUTISM_SCREENING_CARD, autismScreeningDays, inAutismScreeningWindow } from './autism-screening';

const MONTH = 30.4375;

describe('the M-CHAT-R/F window', () => {
  it('opens at 16 months and closes after the last day of 30 months', () => {
    expect(inAutismScreeningWindow(Math.floor(16 * MONTH) - 1)).toBe(false);
    expect(inAutismScreeningWindow(Math.ceil(16 * MONTH))).toBe(true);
    expect(inAutismScreeningWindow(18 * MONTH + 1)).toBe(true);
    expect(inAutismScreeningWindow(Math.floor(31 * MONTH) - 1)).toBe(true);
    expect(inAutismScreeningWindow(Math.ceil(31 * MONTH))).toBe(false);
    expect(inAutismScreeningWindow(0)).toBe(false);
  });

  it('points to the Caderneta and the 18 and 24-month visits without asking its questions', () => {
    expect(AUTISM_SCREENING_CARD.text).toMatch(/Caderneta da Criança/);
    expect(AUTISM_SCREENING_CARD.text).toMatch(/aos 18 e aos 24 meses/);
    expect(AUTISM_SCREENING_CARD.text).toMatch(/pediatra ou a equipe da UBS/);
    expect(Object.values(AUTISM_SCREENING_CARD).join(' ')).not.toMatch(/\?/);
  });
});

describe('the reminder days', () => {
  it('are the 18 and 24-month days of a term baby', () => {
    expect(autismScreeningDays('2025-03-10', 39 * 7)).toEqual([
      { month: 18, day: '2026-09-10' },
      { month: 24, day: '2027-03-10' },
    ]);
    expect(autismScreeningDays('2025-03-10', null)[0]!.day).toBe('2026-09-10');
  });

  it('follow the corrected age of a baby born at 32 weeks: 8 weeks later, until 2 years', () => {
    expect(autismScreeningDays('2025-03-10', 32 * 7)).toEqual([
      { month: 18, day: '2026-11-05' },
      // At 2 years of life the age is no longer corrected: the day it reads 24 months (731 days).
      { month: 24, day: '2027-03-11' },
    ]);
  });
});
