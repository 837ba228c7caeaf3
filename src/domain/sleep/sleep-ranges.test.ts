import { describe, expect, it } from 'vitest';
import { commonWakeWindow, sleepAgeMonths, sleepTotalRange } from './sleep-ranges';

describe('sleepAgeMonths', () => {
  it('corrects the age of a baby born before 37 weeks', () => {
    expect(sleepAgeMonths('2026-05-26', '2026-11-26', 32 * 7)).toEqual({ months: 4, corrected: true });
    expect(sleepAgeMonths('2026-05-26', '2026-11-26', 39 * 7)).toEqual({ months: 6, corrected: false });
    expect(sleepAgeMonths('2026-05-26', '2026-11-26', null)).toEqual({ months: 6, corrected: false });
  });
});

describe('commonWakeWindow', () => {
  it('follows the common bands of docs/content-sources.md', () => {
    expect(commonWakeWindow(0)).toEqual({ minMinutes: 45, maxMinutes: 90 });
    expect(commonWakeWindow(5)).toEqual({ minMinutes: 90, maxMinutes: 150 });
    expect(commonWakeWindow(9)).toEqual({ minMinutes: 150, maxMinutes: 210 });
    expect(commonWakeWindow(20)).toEqual({ minMinutes: 240, maxMinutes: 360 });
  });
});

describe('sleepTotalRange', () => {
  it('names the AASM from 4 months and the NSF below', () => {
    expect(sleepTotalRange(2)).toMatchObject({
      minHours: 14,
      maxHours: 17,
      source: expect.stringMatching(/National Sleep/),
    });
    expect(sleepTotalRange(6)).toMatchObject({ minHours: 12, maxHours: 16, source: expect.stringMatching(/AASM/) });
    expect(sleepTotalRange(18)).toMatchObject({ minHours: 11, maxHours: 14 });
  });
});
