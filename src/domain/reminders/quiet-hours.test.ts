import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS, firstAllowedInstant, isQuietMinute } from './quiet-hours';

const SP = 'America/Sao_Paulo';

describe('quiet hours', () => {
  it('crosses midnight by default, 22:00 to 07:00', () => {
    expect(isQuietMinute(22 * 60, DEFAULT_QUIET_HOURS)).toBe(true);
    expect(isQuietMinute(3 * 60, DEFAULT_QUIET_HOURS)).toBe(true);
    expect(isQuietMinute(7 * 60, DEFAULT_QUIET_HOURS)).toBe(false);
    expect(isQuietMinute(21 * 60 + 59, DEFAULT_QUIET_HOURS)).toBe(false);
  });

  it('may sit inside one day, or be none', () => {
    expect(isQuietMinute(13 * 60, { start: 12 * 60, end: 14 * 60 })).toBe(true);
    expect(isQuietMinute(14 * 60, { start: 12 * 60, end: 14 * 60 })).toBe(false);
    expect(isQuietMinute(0, { start: 0, end: 0 })).toBe(false);
  });

  it('holds a reminder of the night to 07:00, the same or the next day', () => {
    const lateNight = new Date('2026-11-25T02:30:00Z'); // 23:30 in São Paulo
    expect(firstAllowedInstant(lateNight, SP, DEFAULT_QUIET_HOURS).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    const dawn = new Date('2026-11-25T07:00:00Z'); // 04:00
    expect(firstAllowedInstant(dawn, SP, DEFAULT_QUIET_HOURS).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    const noon = new Date('2026-11-25T15:00:00Z');
    expect(firstAllowedInstant(noon, SP, DEFAULT_QUIET_HOURS)).toBe(noon);
  });
});
